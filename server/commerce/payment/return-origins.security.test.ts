import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'
import { alipayProvider } from './alipay.ts'
import { paymentProviders } from './registry.ts'
import { FakeAlipay, createTestOrder } from './test-fixtures.ts'

/**
 * A client on a CORS origin may ask the provider to send the shopper back to a page of its own;
 * the shop's public origin is accepted too, and every other host is still refused.
 */

const BASE = '/api/h5app/wxapp'
const SITE = 'https://mall.example.com'
const PARTNER = 'https://partner.example.com'

let app: FastifyInstance
let member: TestMember

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: SITE, CORS_ORIGINS: `*,${PARTNER}` } })
  paymentProviders(app).register(alipayProvider(new FakeAlipay().options()))
  member = await createTestMember(app)
})
afterAll(async () => {
  await app?.close()
})

async function pay(return_url: string) {
  const orderId = await createTestOrder(app.db, member.id, { total_fee: 100 })
  const res = await app.inject({
    method: 'POST',
    url: `${BASE}/payment`,
    headers: member.headers,
    payload: { order_id: orderId, pay_type: 'alipay', return_url },
  })
  const payments = await app.db.selectFrom('payments').select('trade_no').where('order_id', '=', orderId).execute()
  return { res, payments }
}

const returnUrlOf = (payUrl: string) => new URL(payUrl).searchParams.get('return_url')

describe('payment return_url on trusted origins', () => {
  it('sends the shopper back to a listed CORS origin or the public origin', async () => {
    for (const url of [`${PARTNER}/paid?order=1`, `${SITE}/finish/result`, '/finish/result']) {
      const { res } = await pay(url)
      expect(res.statusCode, url).toBe(200)
      expect(returnUrlOf(res.json().data.pay_url), url).toBe(url.startsWith('/') ? `${SITE}${url}` : url)
    }
  })

  it('refuses every other host, even with CORS_ORIGINS=*, and starts no payment', async () => {
    for (const url of [
      'https://evil.example/paid',
      'https://partner.example.com.evil.example/paid',
      `https://user@${PARTNER.slice(8)}/paid`,
      'http://partner.example.com/paid',
      'https://partner.example.com:8443/paid',
      '//partner.example.com/paid',
      'javascript:alert(1)',
    ]) {
      const { res, payments } = await pay(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().code).toBe('RETURN_URL_INVALID')
      expect(payments).toEqual([])
    }
  })
})
