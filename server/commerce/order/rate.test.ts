import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestGoods, createTestMember } from '../test-helpers.ts'
import { createPlacedOrder, orderRow, send } from './test-fixtures.ts'
import { uploadTestPhoto } from '../uploads/test-photos.ts'
import { plainPhotoUrl } from '../../lib/photo-links.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

async function finishedOrder(lines = 2) {
  const member = await createTestMember(app)
  const goods = []
  for (let i = 0; i < lines; i++) goods.push(await createTestGoods(app.db))
  const order = await createPlacedOrder(app.db, member.id, {
    status: 'DONE',
    lines: goods.map((goodsId) => ({ goodsId })),
  })
  return { member, goods, order }
}

const ratesOf = (orderId: string) =>
  app.db.selectFrom('order_rates').selectAll().where('order_id', '=', orderId).orderBy('order_item_id').execute()

describe('POST order/rate/create', () => {
  it('rates each line once, the ones left out with 5 stars', async () => {
    const { member, goods, order } = await finishedOrder()
    const pics = [await uploadTestPhoto(app, member.headers), await uploadTestPhoto(app, member.headers)]
    const { body, status } = await send(app, member, 'POST', '/order/rate/create', {
      order_id: order.orderId,
      rates: [{ item_id: goods[0], star: 4, content: '  音质不错，续航一般  ', pics }],
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({ order_id: order.orderId, rated: 2 })
    const rows = await ratesOf(order.orderId)
    expect(rows.map((r) => [r.goods_id, r.star, r.content, JSON.parse(r.pics), r.anonymous])).toEqual([
      // Forms send the signed links the uploader showed; the rating keeps the plain addresses.
      [goods[0], 4, '音质不错，续航一般', pics.map(plainPhotoUrl), 0],
      [goods[1], 5, '', [], 0],
    ])
    expect((await orderRow(app.db, order.orderId)).is_rated).toBe(1)
    const lines = await app.db
      .selectFrom('order_items')
      .select('is_rated')
      .where('order_id', '=', order.orderId)
      .execute()
    expect(lines.every((l) => l.is_rated === 1)).toBe(true)
  })

  it('takes rates as JSON text from a form post, and the anonymous flag', async () => {
    const { member, order } = await finishedOrder(1)
    const response = await app.inject({
      method: 'POST',
      url: '/api/h5app/wxapp/order/rate/create',
      headers: { ...member.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        order_id: order.orderId,
        anonymous: '1',
        rates: JSON.stringify([{ id: order.itemIds[0], star: 3, content: '一般' }]),
      }).toString(),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((await ratesOf(order.orderId)).map((r) => [r.star, r.content, r.anonymous])).toEqual([[3, '一般', 1]])
  })

  it('rates once, even when submitted twice at the same moment', async () => {
    const { member, order } = await finishedOrder(1)
    const results = await Promise.all(
      [1, 2, 3].map(() => send(app, member, 'POST', '/order/rate/create', { order_id: order.orderId })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
    expect(await ratesOf(order.orderId)).toHaveLength(1)
    expect((await send(app, member, 'POST', '/order/rate/create', { order_id: order.orderId })).body).toMatchObject({
      status_code: 409,
      message: '该订单已评价',
    })
  })

  const invalid: [string, (ctx: Awaited<ReturnType<typeof finishedOrder>>) => Record<string, unknown>, string][] = [
    ['a star above 5', (c) => ({ rates: [{ item_id: c.goods[0], star: 6 }] }), '参数 rates.0.star 不能大于 5'],
    ['a star below 1', (c) => ({ rates: [{ item_id: c.goods[0], star: 0 }] }), '参数 rates.0.star 不能小于 1'],
    [
      'content over 500 characters',
      (c) => ({ rates: [{ item_id: c.goods[0], content: '好'.repeat(501) }] }),
      '评价内容不能超过500字',
    ],
    [
      'a javascript: picture',
      (c) => ({ rates: [{ item_id: c.goods[0], pics: ['javascript:alert(1)'] }] }),
      '评价图片地址无效',
    ],
    [
      'an http picture',
      (c) => ({ rates: [{ item_id: c.goods[0], pics: ['http://img.example.com/a.jpg'] }] }),
      '评价图片地址无效',
    ],
    [
      'a picture outside uploads',
      (c) => ({ rates: [{ item_id: c.goods[0], pics: ['/uploads/../secret'] }] }),
      '评价图片地址无效',
    ],
    [
      'ten pictures',
      (c) => ({ rates: [{ item_id: c.goods[0], pics: Array(10).fill('/uploads/a.jpg') }] }),
      '参数 rates.0.pics 无效',
    ],
    ['goods not in the order', () => ({ rates: [{ item_id: 999999 }] }), '评价的商品不在该订单中'],
    [
      'the same line twice',
      (c) => ({ rates: [{ item_id: c.goods[0] }, { id: c.order.itemIds[0] }] }),
      '同一商品请勿重复评价',
    ],
  ]
  for (const [what, payload, message] of invalid) {
    it(`refuses ${what}, writing nothing`, async () => {
      const context = await finishedOrder()
      const { body } = await send(app, context.member, 'POST', '/order/rate/create', {
        order_id: context.order.orderId,
        ...payload(context),
      })
      expect(body).toMatchObject({ status_code: 400, message })
      expect(await ratesOf(context.order.orderId)).toHaveLength(0)
      expect((await orderRow(app.db, context.order.orderId)).is_rated).toBe(0)
    })
  }

  it('refuses another member’s photo and an external one, writing nothing', async () => {
    const context = await finishedOrder(1)
    const othersPhoto = await uploadTestPhoto(app, (await createTestMember(app)).headers)
    for (const pics of [[othersPhoto], ['https://img.example.com/b.png']]) {
      const response = await send(app, context.member, 'POST', '/order/rate/create', {
        order_id: context.order.orderId,
        rates: [{ item_id: context.goods[0], pics }],
      })
      expect(response.body).toMatchObject({ status_code: 400, code: 'UPLOAD_NOT_OWNED' })
    }
    expect(await ratesOf(context.order.orderId)).toHaveLength(0)
    expect((await orderRow(app.db, context.order.orderId)).is_rated).toBe(0)
  })

  it('refuses an order that is not finished, and another member’s order', async () => {
    const member = await createTestMember(app)
    const shipped = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    expect((await send(app, member, 'POST', '/order/rate/create', { order_id: shipped.orderId })).body).toMatchObject({
      status_code: 400,
      message: '订单完成后才能评价',
    })
    const { order } = await finishedOrder(1)
    expect((await send(app, member, 'POST', '/order/rate/create', { order_id: order.orderId })).status).toBe(404)
    expect(await ratesOf(order.orderId)).toHaveLength(0)
  })
})

describe('GET order/rate/list', () => {
  it('lists a goods’ ratings for anyone, newest first, with who rated masked', async () => {
    const goods = await createTestGoods(app.db)
    const named = await createTestMember(app, { mobile: '13712345678' })
    await app.db.updateTable('members').set({ nickname: '' }).where('id', '=', named.id).execute()
    const hidden = await createTestMember(app)
    const first = await createPlacedOrder(app.db, named.id, { status: 'DONE', lines: [{ goodsId: goods }] })
    const second = await createPlacedOrder(app.db, hidden.id, { status: 'DONE', lines: [{ goodsId: goods }] })
    await send(app, named, 'POST', '/order/rate/create', {
      order_id: first.orderId,
      rates: [{ item_id: goods, star: 5, content: '很好' }],
    })
    await app.db
      .updateTable('order_rates')
      .set({ created_at: 1_700_000_000 })
      .where('order_id', '=', first.orderId)
      .execute()
    await send(app, hidden, 'POST', '/order/rate/create', {
      order_id: second.orderId,
      anonymous: '1',
      rates: [{ item_id: goods, star: 2, content: '一般' }],
    })

    const { body, status } = await send(app, null, 'GET', '/order/rate/list', { item_id: String(goods) })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total_count: 2, average_star: 3.5, good_rate: 50 })
    expect(body.data.list.map((r: { content: string }) => r.content)).toEqual(['一般', '很好'])
    expect(body.data.list[0]).toMatchObject({ anonymous: 1, username: '匿名用户', mobile: '', star: 2 })
    expect(body.data.list[1]).toMatchObject({ anonymous: 0, username: '137****5678', mobile: '137****5678', star: 5 })
    expect(JSON.stringify(body.data)).not.toContain('13712345678')
  })

  it('needs an item id', async () => {
    expect((await send(app, null, 'GET', '/order/rate/list')).status).toBe(400)
  })
})
