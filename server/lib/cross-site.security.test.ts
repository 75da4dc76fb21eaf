import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE, freshIp } from '../commerce/auth/test-fixtures.ts'
import { createTestCoupon } from '../commerce/coupon/test-fixtures.ts'
import {
  createTestGoods,
  createTestMember,
  createTestRegions,
  createTestShop,
  type TestMember,
} from '../commerce/test-helpers.ts'
import { buildTestApp } from '../testing.ts'

/**
 * Security issue item 5: another site cannot make a signed-in browser change data. Cookie
 * requests that write must come from this site (Sec-Fetch-Site / Origin); Bearer clients are exempt.
 */

const SITE = 'https://mall.example.com'
let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: SITE } })
  await createTestRegions(app.db)
})
afterAll(async () => {
  await app?.close()
})

const CROSS_SITE = { 'sec-fetch-site': 'cross-site' }
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }
const cookieOf = (member: TestMember) => ({ customer_token: member.token })

function call(
  method: InjectOptions['method'],
  url: string,
  options: { member?: TestMember; headers?: Record<string, string>; payload?: Record<string, unknown> } = {},
) {
  return app.inject({
    method,
    url: `${BASE}${url}`,
    remoteAddress: freshIp(),
    headers: options.headers,
    cookies: options.member ? cookieOf(options.member) : undefined,
    ...(options.payload ? { payload: options.payload } : {}),
  })
}

const live = async (member: TestMember) =>
  (await app.inject({ method: 'GET', url: `${BASE}/member`, headers: member.headers })).statusCode === 200

async function expectRefused(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(403)
  expect(res.json()).toMatchObject({
    status_code: 403,
    code: 'CROSS_SITE',
    message: '请求来源不被允许，请在本站页面内操作',
  })
}

/** A member with two addresses (the first default), a favourite item, and what the five legacy GET writes need. */
async function shopper() {
  const member = await createTestMember(app)
  const address = (extra: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `${BASE}/member/address`,
      headers: member.headers,
      payload: {
        username: '张三',
        telephone: '13812345678',
        province: '广东省',
        city: '广州市',
        county: '天河区',
        adrdetail: '天河路385号',
        ...extra,
      },
    })
  const first = (await address({ is_def: 1 })).json().data.address_id as number
  const second = (await address({})).json().data.address_id as number
  const goodsId = await createTestGoods(app.db, { item_name: '收藏的商品', price: 100 })
  expect(
    (await app.inject({ method: 'POST', url: `${BASE}/member/collect/item/${goodsId}`, headers: member.headers }))
      .statusCode,
  ).toBe(200)
  const shopId = await createTestShop(app.db, { name: '收藏的店铺' })
  const cardId = await createTestCoupon(app.db)
  const state = async () => ({
    live: await live(member),
    defaults: (
      await app.db
        .selectFrom('addresses')
        .select('id')
        .where('member_id', '=', member.id)
        .where('is_default', '=', 1)
        .execute()
    ).map((row) => row.id),
    items: (await app.db.selectFrom('collect_items').select('goods_id').where('member_id', '=', member.id).execute())
      .length,
    shops: (
      await app.db.selectFrom('collect_shops').select('distributor_id').where('member_id', '=', member.id).execute()
    ).length,
    cards: (await app.db.selectFrom('member_coupons').select('card_id').where('member_id', '=', member.id).execute())
      .length,
  })
  const writes = [
    `/user/receiveCard?card_id=${cardId}`,
    `/member.address.setDefault?addr_id=${second}`,
    `/member.favorite.item.remove?item_id=${goodsId}`,
    `/member.favorite.shop.add?distributor_id=${shopId}`,
    '/user.logout',
  ]
  return { member, first, second, writes, state }
}

describe('the legacy GET calls that change data', () => {
  it('refuse cookie requests another site starts, and change nothing', async () => {
    const { member, first, writes, state } = await shopper()
    const before = await state()
    expect(before).toEqual({ live: true, defaults: [first], items: 1, shops: 0, cards: 0 })
    const foreign: Record<string, string>[] = [
      CROSS_SITE,
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      {},
      { origin: 'https://evil.example' },
    ]
    for (const headers of foreign) {
      for (const url of writes) await expectRefused(await call('GET', url, { member, headers }))
    }
    expect((await call('HEAD', '/user.logout', { member, headers: CROSS_SITE })).statusCode).toBe(403)
    expect(await state()).toEqual(before)
  })

  it("work for the shop's own pages (Sec-Fetch-Site same-origin) with the cookie", async () => {
    const { member, second, writes, state } = await shopper()
    for (const url of writes) {
      const res = await call('GET', url, { member, headers: SAME_ORIGIN })
      expect(res.statusCode, `${url} ${res.body}`).toBe(200)
    }
    expect(await state()).toEqual({ live: false, defaults: [second], items: 0, shops: 1, cards: 1 })
  })

  it('keep working for Bearer clients, whatever the browser headers say (the storefront client sends Bearer)', async () => {
    const { member, second, writes, state } = await shopper()
    for (const url of writes) {
      const res = await call('GET', url, { headers: { ...member.headers, ...CROSS_SITE } })
      expect(res.statusCode, `${url} ${res.body}`).toBe(200)
    }
    expect(await state()).toEqual({ live: false, defaults: [second], items: 0, shops: 1, cards: 1 })
  })

  it('are offered as POST too, form and JSON', async () => {
    const { member, second, writes, state } = await shopper()
    for (const [index, url] of writes.entries()) {
      const [path, query = ''] = url.split('?')
      const form = index % 2 === 0
      const res = await app.inject({
        method: 'POST',
        url: `${BASE}${path}`,
        headers: {
          ...SAME_ORIGIN,
          origin: SITE,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        cookies: cookieOf(member),
        payload: form ? query : Object.fromEntries(new URLSearchParams(query)),
      })
      expect(res.statusCode, `${path} ${res.body}`).toBe(200)
    }
    expect(await state()).toEqual({ live: false, defaults: [second], items: 0, shops: 1, cards: 1 })
  })
})

describe('POST, PUT and DELETE', () => {
  it('refuse cookie requests from another site by Sec-Fetch-Site or Origin', async () => {
    const { member, first, second, state } = await shopper()
    const before = await state()
    const foreign: Record<string, string>[] = [
      CROSS_SITE,
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.mall.example.com' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]
    for (const headers of foreign) {
      await expectRefused(await call('POST', '/user.logout', { member, headers }))
      await expectRefused(
        await call('POST', '/member.address.setDefault', { member, headers, payload: { addr_id: second } }),
      )
      await expectRefused(
        await call('PUT', `/member/address/${first}`, { member, headers, payload: { adrdetail: '别人改的地址' } }),
      )
      await expectRefused(await call('DELETE', `/member/address/${first}`, { member, headers }))
    }
    expect(await state()).toEqual(before)
  })

  it('pass from this site: Sec-Fetch-Site same-origin or none, or an Origin of PUBLIC_URL or the address the request came to', async () => {
    const own: Record<string, string>[] = [
      SAME_ORIGIN,
      { 'sec-fetch-site': 'none' },
      { origin: SITE },
      { origin: 'http://localhost:80' },
    ]
    for (const headers of own) {
      const { member } = await shopper()
      expect((await call('POST', '/user.logout', { member, headers })).statusCode).toBe(200)
      expect(await live(member)).toBe(false)
    }
  })

  it('refuse a sign-in posted from another site, so nobody is signed in to an account of the attacker', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    const res = await call('POST', '/login', {
      headers: CROSS_SITE,
      payload: { username: member.mobile, password: 'demo1234' },
    })
    await expectRefused(res)
    expect(res.cookies).toHaveLength(0)
  })

  it('leave clients that are not browsers alone: no Sec-Fetch-Site, no Origin', async () => {
    const { member } = await shopper()
    expect((await call('POST', '/user.logout', { member })).statusCode).toBe(200)
    const notify = await app.inject({
      method: 'POST',
      url: '/api/alipay/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'out_trade_no=1',
    })
    expect(notify.statusCode).not.toBe(403)
  })

  it("let the designer's same-origin fetches under /api/designer through and refuse other sites'", async () => {
    const cookies = { operator_token: 'x' }
    const same = await app.inject({
      method: 'PUT',
      url: '/api/designer/templates/1',
      cookies,
      headers: { ...SAME_ORIGIN, origin: SITE },
      payload: {},
    })
    expect(same.json().code).not.toBe('CROSS_SITE')
    const other = await app.inject({
      method: 'PUT',
      url: '/api/designer/templates/1',
      cookies,
      headers: { ...CROSS_SITE, origin: 'https://evil.example' },
      payload: {},
    })
    await expectRefused(other)
  })
})
