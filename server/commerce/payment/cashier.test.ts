import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'
import { providersFromConfig } from './registry.ts'
import { payTypeList } from './service.ts'
import { createTestOrder, nowSeconds } from './test-fixtures.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
let a: TestMember
let b: TestMember

beforeAll(async () => {
  app = await buildTestApp()
  // New members start in grade 1, the default grade.
  await app.db
    .insertInto('vip_grades')
    .values({ name: '普通会员', grade_rank: 0, discount: 0, price: 0, is_default: 1 })
    .execute()
  a = await createTestMember(app)
  b = await createTestMember(app)
})
afterAll(async () => {
  await app?.close()
})

const order = (orderId: string) =>
  app.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
const payments = (orderId: string) =>
  app.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute()

function post(url: string, payload: Record<string, unknown>, member: TestMember | null = a) {
  return app.inject({ method: 'POST', url: `${BASE}${url}`, payload, headers: member?.headers ?? {} })
}
function get(url: string, member: TestMember | null = a) {
  return app.inject({ method: 'GET', url: `${BASE}${url}`, headers: member?.headers ?? {} })
}

describe('GET trade/payment/list', () => {
  it('lists 模拟支付 as the only method when no provider is configured, for guests too', async () => {
    const res = await get('/trade/payment/list?company_id=1', null)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual([
      {
        pay_type: 'testpay',
        pay_name: '模拟支付',
        pay_type_code: 'testpay',
        pay_type_name: '模拟支付',
        pay_channel: 'pc',
        pay_channels: ['pc', 'wap', 'native', 'h5', 'jsapi'],
      },
    ])
  })

  it('gives each method the mobile channel for platform h5 and takes an order_id', async () => {
    const res = await get('/trade/payment/list?platform=h5&order_id=123')
    expect(res.json().data[0]).toMatchObject({ pay_type: 'testpay', pay_channel: 'wap' })
  })

  it('answers the same under the legacy name trade.payment.list', async () => {
    const res = await get('/trade.payment.list', null)
    expect(res.json().data.map((m: { pay_type: string }) => m.pay_type)).toEqual(['testpay'])
  })

  it('refuses an unknown platform', async () => {
    const res = await get('/trade/payment/list?platform=tv')
    expect(res.statusCode).toBe(400)
  })

  it('leaves 模拟支付 out when PAYMENT_TESTPAY=0', () => {
    expect(payTypeList(providersFromConfig({ testpay: 'off', alipay: null, wxpay: null }, true), 'pc')).toEqual([])
  })
})

describe('POST payment with 模拟支付', () => {
  it('pays the order at once: PAYED with paid_at and pay_type, one SUCCESS payment of the order total', async () => {
    const orderId = await createTestOrder(app.db, a.id, { total_fee: 12345 })
    const res = await post('/payment', { order_id: orderId, pay_type: 'testpay', company_id: 1 })
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({
      pay_status: 'SUCCESS',
      order_id: orderId,
      pay_type: 'testpay',
      pay_name: '模拟支付',
      total_fee: 12345,
      pay_channel: 'pc',
    })
    expect(data.trade_no).toMatch(/^\d{26}$/)
    const row = await order(orderId)
    expect(row).toMatchObject({ status: 'PAYED', pay_type: 'testpay' })
    expect(row.paid_at).toBeGreaterThanOrEqual(nowSeconds() - 5)
    const rows = await payments(orderId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      trade_no: data.trade_no,
      status: 'SUCCESS',
      amount: 12345,
      member_id: a.id,
      provider_trade_no: `TEST${data.trade_no}`,
    })
  })

  it('charges the total held in the database whatever the body says about money', async () => {
    const orderId = await createTestOrder(app.db, a.id, { total_fee: 500 })
    const res = await post('/payment', { order_id: orderId, pay_type: 'testpay', total_fee: 1, amount: 1 })
    expect(res.json().data.total_fee).toBe(500)
    expect((await payments(orderId))[0]!.amount).toBe(500)
  })

  it('records an order with nothing left to pay as paid without asking a provider', async () => {
    const orderId = await createTestOrder(app.db, a.id, { total_fee: 0 })
    const res = await post('/payment', { order_id: orderId, pay_type: 'testpay' })
    expect(res.json().data).toMatchObject({ pay_status: 'SUCCESS', total_fee: 0 })
    expect((await order(orderId)).status).toBe('PAYED')
  })

  it('refuses an order that is no longer unpaid: 订单状态不可支付', async () => {
    for (const status of ['PAYED', 'CANCEL', 'DONE', 'WAIT_BUYER_CONFIRM'] as const) {
      const orderId = await createTestOrder(app.db, a.id, { status })
      const res = await post('/payment', { order_id: orderId, pay_type: 'testpay' })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_PAYABLE', message: '订单状态不可支付' })
      expect(await payments(orderId)).toEqual([])
    }
  })

  it('refuses an order past its payment deadline: 订单已超时关闭', async () => {
    const orderId = await createTestOrder(app.db, a.id, { expires_at: nowSeconds() - 1 })
    const res = await post('/payment', { order_id: orderId, pay_type: 'testpay' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'ORDER_EXPIRED', message: '订单已超时关闭' })
    expect((await order(orderId)).status).toBe('NOTPAY')
    expect(await payments(orderId)).toEqual([])
  })

  it("answers 404 to member B paying A's order and changes nothing", async () => {
    const orderId = await createTestOrder(app.db, a.id)
    const res = await post('/payment', { order_id: orderId, pay_type: 'testpay' }, b)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ message: '订单不存在' })
    expect((await order(orderId)).status).toBe('NOTPAY')
    expect(await payments(orderId)).toEqual([])
  })

  it('answers 404 for an order that does not exist', async () => {
    const res = await post('/payment', { order_id: '999999999999999999', pay_type: 'testpay' })
    expect(res.statusCode).toBe(404)
  })

  it('needs a member token', async () => {
    const orderId = await createTestOrder(app.db, a.id)
    const res = await post('/payment', { order_id: orderId, pay_type: 'testpay' }, null)
    expect(res.statusCode).toBe(401)
    expect(await payments(orderId)).toEqual([])
  })

  it('refuses a method that is not enabled and a channel the method lacks', async () => {
    const orderId = await createTestOrder(app.db, a.id)
    const alipay = await post('/payment', { order_id: orderId, pay_type: 'alipay' })
    expect(alipay.statusCode).toBe(400)
    expect(alipay.json()).toMatchObject({ code: 'PAY_TYPE_UNSUPPORTED', message: '不支持的支付方式' })
    const channel = await post('/payment', { order_id: orderId, pay_type: 'testpay', pay_channel: 'atm' })
    expect(channel.statusCode).toBe(400)
    expect(await payments(orderId)).toEqual([])
  })

  it('refuses a return address outside this site', async () => {
    const orderId = await createTestOrder(app.db, a.id)
    for (const return_url of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await post('/payment', { order_id: orderId, pay_type: 'testpay', return_url })
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('RETURN_URL_INVALID')
    }
    expect(await payments(orderId)).toEqual([])
  })

  it('refuses missing, oversized and malformed fields with 400', async () => {
    expect((await post('/payment', { pay_type: 'testpay' })).statusCode).toBe(400)
    expect((await post('/payment', { order_id: '1'.repeat(33), pay_type: 'testpay' })).statusCode).toBe(400)
    expect((await post('/payment', { order_id: '1', pay_type: 'x'.repeat(33) })).statusCode).toBe(400)
    expect((await post('/payment', { order_id: ['1', '2'], pay_type: 'testpay' })).statusCode).toBe(400)
  })

  it('accepts a form-encoded body', async () => {
    const orderId = await createTestOrder(app.db, a.id)
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/payment`,
      headers: { ...a.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order_id=${orderId}&pay_type=testpay&pay_channel=wap&company_id=1`,
    })
    expect(res.json().data).toMatchObject({ pay_status: 'SUCCESS', pay_channel: 'wap' })
    const other = await createTestOrder(app.db, a.id)
    const empty = await app.inject({
      method: 'POST',
      url: `${BASE}/payment`,
      headers: { ...a.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order_id=${other}&pay_type=testpay&pay_channel=&return_url=`,
    })
    expect(empty.json().data).toMatchObject({ pay_status: 'SUCCESS', pay_channel: 'pc' })
  })

  it('pays under the legacy names trade.payment.create and trade.payment.do', async () => {
    for (const name of ['trade.payment.create', 'trade.payment.do']) {
      const orderId = await createTestOrder(app.db, a.id)
      const res = await post(`/${name}`, { order_id: orderId, pay_type: 'testpay' })
      expect(res.json().data.pay_status).toBe('SUCCESS')
      expect((await order(orderId)).status).toBe('PAYED')
    }
  })
})

describe('a VIP order paid', () => {
  it('grants the bought grade in the payment and completes the order', async () => {
    const gold = await app.db
      .insertInto('vip_grades')
      .values({ name: '黄金会员', grade_rank: 1, discount: 5, price: 9900, valid_days: 365, is_default: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const member = await createTestMember(app)
    const bought = await post('/vipgrades/buy', { grade_id: gold.id }, member)
    expect(bought.statusCode).toBe(200)
    const orderId = bought.json().data.order_id as string
    const res = await post('/payment', { order_id: orderId, pay_type: 'testpay' }, member)
    expect(res.json().data).toMatchObject({ pay_status: 'SUCCESS', total_fee: 9900 })
    const row = await app.db
      .selectFrom('members')
      .select(['grade_id', 'grade_expires_at'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(row.grade_id).toBe(gold.id)
    expect(row.grade_expires_at).toBeGreaterThan(nowSeconds() + 364 * 24 * 3600)
    expect(await order(orderId)).toMatchObject({ status: 'DONE', pay_type: 'testpay' })
  })
})

describe('GET payment/{trade_no}', () => {
  it("answers the member's payment and its order's status", async () => {
    const orderId = await createTestOrder(app.db, a.id, { total_fee: 800 })
    const tradeNo = (await post('/payment', { order_id: orderId, pay_type: 'testpay' })).json().data.trade_no
    const res = await get(`/payment/${tradeNo}?company_id=1`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      trade_no: tradeNo,
      order_id: orderId,
      pay_status: 'SUCCESS',
      total_fee: 800,
      order_status: 'PAYED',
      pay_name: '模拟支付',
    })
  })

  it("answers 404 to member B asking for A's payment", async () => {
    const orderId = await createTestOrder(app.db, a.id)
    const tradeNo = (await post('/payment', { order_id: orderId, pay_type: 'testpay' })).json().data.trade_no
    expect((await get(`/payment/${tradeNo}`, b)).statusCode).toBe(404)
    expect((await get(`/payment/${tradeNo}`, null)).statusCode).toBe(401)
  })
})

describe('trade.payment.finish', () => {
  it('answers a payment by trade_no or by order_id, GET or POST', async () => {
    const orderId = await createTestOrder(app.db, a.id)
    const tradeNo = (await post('/payment', { order_id: orderId, pay_type: 'testpay' })).json().data.trade_no
    expect((await get(`/trade.payment.finish?trade_no=${tradeNo}`)).json().data).toMatchObject({
      trade_no: tradeNo,
      pay_status: 'SUCCESS',
    })
    expect((await post('/trade.payment.finish', { order_id: orderId })).json().data).toMatchObject({
      trade_no: tradeNo,
      order_status: 'PAYED',
    })
  })

  it('needs a trade_no or an order_id, and only finds the member’s own', async () => {
    expect((await get('/trade.payment.finish')).statusCode).toBe(400)
    const orderId = await createTestOrder(app.db, a.id)
    await post('/payment', { order_id: orderId, pay_type: 'testpay' })
    expect((await get(`/trade.payment.finish?order_id=${orderId}`, b)).statusCode).toBe(404)
  })
})

describe('GET payment.tradeList', () => {
  it("pages the member's payments, newest first, optionally for one order", async () => {
    const member = await createTestMember(app)
    const first = await createTestOrder(app.db, member.id, { total_fee: 100 })
    const second = await createTestOrder(app.db, member.id, { total_fee: 200 })
    await post('/payment', { order_id: first, pay_type: 'testpay' }, member)
    await post('/payment', { order_id: second, pay_type: 'testpay' }, member)
    const all = (await get('/payment.tradeList?page=1&pageSize=1', member)).json().data
    expect(all.total_count).toBe(2)
    expect(all.list).toHaveLength(1)
    expect(all.list[0]).toMatchObject({ order_id: second, total_fee: 200, pay_status: 'SUCCESS' })
    const one = (await get(`/payment.tradeList?order_id=${first}&page_no=1&page_size=10`, member)).json().data
    expect(one).toMatchObject({ total_count: 1, list: [{ order_id: first }] })
    expect(
      (await get('/payment.tradeList', b)).json().data.list.some((p: { order_id: string }) => p.order_id === first),
    ).toBe(false)
  })
})
