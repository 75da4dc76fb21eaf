import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, type TestMember } from '../../commerce/test-helpers.ts'
import { BASE, dataOf, encode, nuxtClient, STALE_TOKEN } from './nuxt-client.ts'

/**
 * Contract 1.2 (what every request carries) and 1.3 (how answers are read), and the "any" row of
 * the table in section 3: requests exactly as the ECShopX desktop frontend sends them.
 */

let app: FastifyInstance
let member: TestMember
let goodsIds: number[]
beforeAll(async () => {
  app = await buildTestApp({ seed: true })
  member = await createTestMember(app)
  goodsIds = (
    await app.db
      .selectFrom('goods')
      .select('id')
      .where('approve_status', '=', 'onsale')
      .where('item_type', '=', 'normal')
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((row) => row.id)
}, 60_000)
afterAll(async () => {
  await app?.close()
})

/** Every public call of the core path, with the parameters the frontend sends. */
const PUBLIC_CALLS: [string, Record<string, unknown>][] = [
  ['pctemplate/getTemplateContent', {}],
  ['goods/items', { page: 1, pageSize: 20, item_type: 'normal', is_tdk: 1, type: 0 }],
  ['goods/items/1', { is_tdk: 1 }],
  ['distributor/is_valid', { distributor_id: 0 }],
  ['goods/category', { distributor_id: 0, category_id: 1 }],
  ['getCardList', { distributor_id: 0, end_date: 1, item_id: 1, page_size: 999 }],
  ['promotions/recommendlike', { page: 1, pageSize: 5 }],
  ['order/rate/list', { page: 1, pageSize: 20, item_id: 1, order_type: 'normal' }],
  ['trustlogin/list', {}],
  ['shops/setting', {}],
  ['member/image/code', { type: 'login' }],
]

/** Member-only calls of the path: without a live token they stay 401, which sends the shopper to sign in. */
const MEMBER_CALLS: [string, Record<string, unknown>][] = [
  ['member', {}],
  ['cart/list', {}],
  ['cartcount', { shop_type: 'distributor' }],
  ['member/collect/item', { distributor_id: 0 }],
  ['member/collect/distribution/check', { distributor_id: 0 }],
  ['point/member/info', {}],
]

describe('public calls', () => {
  it.each(PUBLIC_CALLS)(
    'GET %s answers HTTP 200 with truthy data, the same to a stale token as to a guest',
    async (path, params) => {
      const guest = dataOf(await nuxtClient(app).get(path, params), path)
      const stale = dataOf(await nuxtClient(app, STALE_TOKEN).get(path, params), path)
      // The captcha is new on every call; everything else is the guest's answer.
      if (path !== 'member/image/code') expect(stale).toEqual(guest)
    },
  )

  it('ignores parameters it does not know, such as country_code=en-CN', async () => {
    const plain = await request(app.server).get(`${BASE}goods/items?page=1&pageSize=5`)
    const extra = await request(app.server).get(
      `${BASE}goods/items?page=1&pageSize=5&company_id=1&country_code=en-CN&utm_source=ad`,
    )
    expect(extra.status).toBe(200)
    expect(extra.body).toEqual(plain.body)
  })
})

describe('member-only calls', () => {
  it.each(MEMBER_CALLS)(
    'GET %s answers 401 to a guest and to a stale token, and 200 with truthy data to a member',
    async (path, params) => {
      expect((await nuxtClient(app).get(path, params)).status).toBe(401)
      expect((await nuxtClient(app, STALE_TOKEN).get(path, params)).status).toBe(401)
      dataOf(await nuxtClient(app, member.token).get(path, params), path)
    },
  )
})

describe('request encoding', () => {
  it('reads a form body together with the query string (the body winning)', async () => {
    const res = await request(app.server)
      .post(`${BASE}member/browse/history/save?item_id=${goodsIds[0]}`)
      .set(member.headers)
      .type('form')
      .send(encode({ company_id: 1, country_code: 'zh-CN' }, 'indexed'))
    dataOf({ status: res.status, body: res.body, headers: res.headers })
    const saved = await app.db
      .selectFrom('browse_history')
      .select('goods_id')
      .where('member_id', '=', member.id)
      .execute()
    expect(saved.map((row) => row.goods_id)).toContain(goodsIds[0])
  })

  it('reads a[0]=x lists in form bodies and key[]=v lists in query strings', async () => {
    const client = nuxtClient(app, member.token)
    for (const id of goodsIds) dataOf(await client.post(`member/collect/item/${id}`, { distributor_id: 0 }))
    const res = await request(app.server)
      .delete(`${BASE}member/collect/item`)
      .set(member.headers)
      .type('form')
      .send(
        encode({ item_ids: goodsIds.slice(0, 2), is_empty: 'false', company_id: 1, country_code: 'zh-CN' }, 'indexed'),
      )
    dataOf({ status: res.status, body: res.body, headers: res.headers })
    const left = dataOf<{ list: { item_id: number }[] }>(await client.get('member/collect/item', { distributor_id: 0 }))
    expect(left.list.map((entry) => entry.item_id)).toEqual([goodsIds[2]])

    const cards = dataOf<{ list: unknown[] }>(
      await client.get('getCardList', { distributor_id: 0, end_date: 1, item_id: goodsIds, page_size: 999 }),
    )
    expect(Array.isArray(cards.list)).toBe(true)
  })

  it('reads a[0][b]=c lists of objects in form bodies', async () => {
    const client = nuxtClient(app, member.token)
    const [goodsId] = (
      await app.db
        .selectFrom('goods')
        .select('id')
        .where('nospec', '=', 1)
        .where('approve_status', '=', 'onsale')
        .where('item_type', '=', 'normal')
        .where('is_gift', '=', 0)
        .where('id', 'not in', (eb) => eb.selectFrom('seckill_items').select('goods_id'))
        .orderBy('id')
        .limit(1)
        .execute()
    ).map((row) => row.id)
    const line = dataOf<{ valid_cart: { list: { cart_id: number }[] }[] }>(
      await client.post('cart', {
        item_id: goodsId,
        num: 1,
        cart_type: 'cart',
        shop_type: 'distributor',
        distributor_id: 0,
      }),
    ).valid_cart[0]!.list[0]!
    const updated = dataOf<{ valid_cart: { list: { cart_id: number; num: number; is_checked: boolean }[] }[] }>(
      await client.post('cartupdate/batch', { cart_params: [{ cart_id: line.cart_id, num: 2, is_checked: 'false' }] }),
    )
    expect(updated.valid_cart.flatMap((group) => group.list).find((l) => l.cart_id === line.cart_id)).toMatchObject({
      num: 2,
      is_checked: false,
    })
  })
})

describe('answers', () => {
  it('answers writes with HTTP 200 exactly (never 201 or 204) and truthy data', async () => {
    const client = nuxtClient(app, member.token)
    for (const answer of [
      await client.post('member/browse/history/save', { item_id: goodsIds[1] }),
      await client.post(`member/collect/item/${goodsIds[1]}`, { distributor_id: 0 }),
    ]) {
      expect(answer.status).toBe(200)
      expect(answer.body.data).toBeTruthy()
    }
  })

  it('answers refusals with a 4xx whose body carries the Chinese message as msg', async () => {
    const answer = await nuxtClient(app, member.token).post('cart', {
      num: 1,
      cart_type: 'cart',
      shop_type: 'distributor',
      distributor_id: 0,
    })
    expect(answer.status).toBe(400)
    expect((answer.body as { msg?: string }).msg).toBe(answer.body.message)
    expect(answer.body.message).toMatch(/[\u4e00-\u9fa5]/)
  })
})
