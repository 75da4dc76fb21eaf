import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestGoods, createTestMember } from '../test-helpers.ts'
import { createPlacedOrder, itemRow, nowSeconds, orderRow, pointBalance, send } from './test-fixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const storeOf = async (goodsId: number) =>
  (await app.db.selectFrom('skus').select('store').where('goods_id', '=', goodsId).executeTakeFirstOrThrow()).store

/** A member holding one order in every state, plus a points order and a seckill order. */
async function memberWithEveryOrder() {
  const member = await createTestMember(app)
  const goods = await createTestGoods(app.db, { price: 5000, item_name: '蓝牙耳机' })
  const other = await createTestGoods(app.db, { price: 2000, item_name: '保温杯' })
  const orders = {
    notpay: await createPlacedOrder(app.db, member.id, { status: 'NOTPAY', lines: [{ goodsId: goods }] }),
    payed: await createPlacedOrder(app.db, member.id, { status: 'PAYED', lines: [{ goodsId: other, quantity: 2 }] }),
    shipped: await createPlacedOrder(app.db, member.id, { status: 'WAIT_BUYER_CONFIRM', lines: [{ goodsId: goods }] }),
    done: await createPlacedOrder(app.db, member.id, { status: 'DONE', lines: [{ goodsId: goods }] }),
    rated: await createPlacedOrder(app.db, member.id, { status: 'DONE', lines: [{ goodsId: other }] }),
    cancelled: await createPlacedOrder(app.db, member.id, { status: 'CANCEL', lines: [{ goodsId: goods }] }),
    seckill: await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      orderType: 'normal_seckill',
      lines: [{ goodsId: goods }],
    }),
    point: await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      orderType: 'point',
      lines: [{ goodsId: other, price: 0, pointPrice: 500 }],
      pointUsed: 500,
    }),
  }
  await app.db.updateTable('orders').set({ is_rated: 1 }).where('order_id', '=', orders.rated.orderId).execute()
  return { member, goods, other, orders }
}

const ids = (body: { data: { list: { order_id: string }[] } }) => body.data.list.map((order) => order.order_id).sort()

describe('GET orders', () => {
  let fixture: Awaited<ReturnType<typeof memberWithEveryOrder>>
  beforeAll(async () => {
    fixture = await memberWithEveryOrder()
  })

  it('lists goods orders (seckill included) newest first by default', async () => {
    const { body, status } = await send(app, fixture.member, 'GET', '/orders')
    expect(status).toBe(200)
    const { orders } = fixture
    expect(body.data.total_count).toBe(7)
    expect(ids(body)).toEqual(
      [orders.notpay, orders.payed, orders.shipped, orders.done, orders.rated, orders.cancelled, orders.seckill]
        .map((o) => o.orderId)
        .sort(),
    )
  })

  const tabs: [string, (o: Awaited<ReturnType<typeof memberWithEveryOrder>>['orders']) => string[]][] = [
    ['1', (o) => [o.notpay.orderId]],
    ['2', (o) => [o.payed.orderId, o.seckill.orderId]],
    ['3', (o) => [o.shipped.orderId]],
    ['4', (o) => [o.done.orderId, o.rated.orderId]],
    ['5', (o) => [o.cancelled.orderId]],
    ['6', (o) => [o.done.orderId]],
    ['NOTPAY', (o) => [o.notpay.orderId]],
  ]
  for (const [tab, expected] of tabs) {
    it(`filters tab status=${tab}`, async () => {
      const { body } = await send(app, fixture.member, 'GET', '/orders', { status: tab })
      expect(ids(body)).toEqual(expected(fixture.orders).sort())
    })
  }

  it('adds points and membership orders with order_type=all, and lists only them by type', async () => {
    const all = await send(app, fixture.member, 'GET', '/orders', { order_type: 'all' })
    expect(all.body.data.total_count).toBe(8)
    const point = await send(app, fixture.member, 'GET', '/orders', { order_type: 'point' })
    expect(ids(point.body)).toEqual([fixture.orders.point.orderId])
    const seckill = await send(app, fixture.member, 'GET', '/orders', { order_type: 'normal_seckill' })
    expect(ids(seckill.body)).toEqual([fixture.orders.seckill.orderId])
  })

  it('finds orders by order number or item title', async () => {
    const byId = await send(app, fixture.member, 'GET', '/orders', { keywords: fixture.orders.shipped.orderId })
    expect(ids(byId.body)).toEqual([fixture.orders.shipped.orderId])
    const byTitle = await send(app, fixture.member, 'GET', '/orders', { keywords: '保温' })
    expect(ids(byTitle.body)).toEqual([fixture.orders.payed.orderId, fixture.orders.rated.orderId].sort())
    const wildcard = await send(app, fixture.member, 'GET', '/orders', { keywords: '%' })
    expect(wildcard.body.data.total_count).toBe(0)
  })

  it('pages with page/pageSize and page_no/page_size', async () => {
    const first = await send(app, fixture.member, 'GET', '/orders', { page: '1', pageSize: '3' })
    const second = await send(app, fixture.member, 'GET', '/orders', { page_no: '2', page_size: '3' })
    expect(first.body.data.list).toHaveLength(3)
    expect(second.body.data.list).toHaveLength(3)
    expect(first.body.data.total_count).toBe(7)
    expect(new Set([...ids(first.body), ...ids(second.body)]).size).toBe(6)
  })

  it('describes each order with its lines, amounts and the buttons that apply', async () => {
    const { body } = await send(app, fixture.member, 'GET', '/orders', { order_type: 'all' })
    const byId = new Map(body.data.list.map((o: { order_id: string }) => [o.order_id, o]))
    const { orders } = fixture
    expect(byId.get(orders.notpay.orderId)).toMatchObject({
      status: 'NOTPAY',
      status_desc: '待付款',
      can_pay: 1,
      can_cancel: 1,
      can_confirm: 0,
      can_aftersales: 0,
    })
    expect(byId.get(orders.payed.orderId)).toMatchObject({
      status_desc: '待发货',
      total_fee: 4000,
      item_fee: 4000,
      total_num: 2,
      can_pay: 0,
      can_cancel: 1,
      can_aftersales: 1,
      items: [
        expect.objectContaining({
          title: '保温杯',
          price: 2000,
          num: 2,
          total_fee: 4000,
          aftersales_num: 0,
          can_aftersales: 1,
        }),
      ],
    })
    expect(byId.get(orders.shipped.orderId)).toMatchObject({ status_desc: '待收货', can_confirm: 1, can_cancel: 0 })
    expect(byId.get(orders.done.orderId)).toMatchObject({
      status_desc: '已完成',
      can_rate: 1,
      can_delete: 1,
      can_aftersales: 1,
    })
    expect(byId.get(orders.rated.orderId)).toMatchObject({ can_rate: 0, is_rated: 1 })
    expect(byId.get(orders.cancelled.orderId)).toMatchObject({
      status_desc: '已取消',
      can_cancel: 0,
      can_aftersales: 0,
      can_delete: 1,
    })
  })

  it('shows 售后中 while an after-sales application is open', async () => {
    const member = await createTestMember(app)
    const goods = await createTestGoods(app.db, { price: 3000 })
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: goods }],
    })
    const applied = await send(app, member, 'POST', '/aftersales', {
      order_id: order.orderId,
      detail: [{ id: order.itemIds[0], num: 1 }],
      aftersales_type: 'ONLY_REFUND',
      reason: '不想要了',
    })
    expect(applied.status).toBe(200)
    const { body } = await send(app, member, 'GET', '/orders', { status: '7' })
    expect(body.data.list).toHaveLength(1)
    expect(body.data.list[0]).toMatchObject({
      order_id: order.orderId,
      status: 'WAIT_BUYER_CONFIRM',
      status_desc: '售后中',
      in_aftersales: 1,
      can_aftersales: 0,
    })
  })

  it('refuses an unknown tab or order type', async () => {
    expect((await send(app, fixture.member, 'GET', '/orders', { status: '9' })).body).toMatchObject({
      status_code: 400,
      message: '订单状态无效',
    })
    expect((await send(app, fixture.member, 'GET', '/orders', { order_type: 'bogus' })).body).toMatchObject({
      status_code: 400,
      message: '订单类型无效',
    })
  })

  it('shows nothing of another member’s orders', async () => {
    const stranger = await createTestMember(app)
    const { body } = await send(app, stranger, 'GET', '/orders', {
      order_type: 'all',
      keywords: fixture.orders.done.orderId,
    })
    expect(body.data).toEqual({ list: [], total_count: 0 })
  })

  it('needs a signed-in member', async () => {
    expect((await send(app, null, 'GET', '/orders')).status).toBe(401)
  })
})

describe('GET orderscount', () => {
  it('counts every tab, goods orders by default', async () => {
    const { member } = await memberWithEveryOrder()
    const { body, status } = await send(app, member, 'GET', '/orderscount')
    expect(status).toBe(200)
    expect(body.data).toEqual({
      all: 7,
      notpay: 1,
      payed: 2,
      wait_confirm: 1,
      done: 2,
      cancel: 1,
      wait_rate: 1,
      aftersales: 0,
    })
    const all = await send(app, member, 'GET', '/orderscount', { order_type: 'all' })
    expect(all.body.data).toMatchObject({ all: 8, payed: 3 })
  })
})

describe('GET order/{order_id}', () => {
  it('answers lines, amounts, receiver, payment and the timeline', async () => {
    const member = await createTestMember(app)
    const goods = await createTestGoods(app.db, { price: 5000 })
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: goods, quantity: 2, discount: 500 }],
      freight: 1000,
    })
    await app.db
      .updateTable('orders')
      .set({ invoice: JSON.stringify({ type: 'personal', title: '个人', tax_number: '' }) })
      .where('order_id', '=', order.orderId)
      .execute()
    const { body, status } = await send(app, member, 'GET', `/order/${order.orderId}`)
    expect(status).toBe(200)
    const data = body.data
    expect(data).toMatchObject({
      order_id: order.orderId,
      status: 'WAIT_BUYER_CONFIRM',
      total_fee: 10500,
      item_fee: 10000,
      freight_fee: 1000,
      discount_fee: 500,
      receiver: {
        name: '张三',
        mobile: '13912345678',
        province: '广东省',
        city: '广州市',
        county: '天河区',
        address: '体育西路100号',
        zip: '',
      },
      receiver_address: '广东省 广州市 天河区 体育西路100号',
      invoice: { type: 'personal', title: '个人', tax_number: '' },
      payments: [expect.objectContaining({ pay_type: 'testpay', amount: 10500, status: 'SUCCESS' })],
      refunds: [],
      refunded_fee: 0,
      logistics: null,
    })
    expect(data.items[0]).toMatchObject({
      id: order.itemIds[0],
      num: 2,
      item_fee: 10000,
      discount_fee: 500,
      total_fee: 9500,
    })
    expect(data.timeline.map((step: { key: string }) => step.key)).toEqual(['created', 'paid', 'delivered'])
  })

  it('answers the same through trade/detail and /trade.detail (tid)', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const a = await send(app, member, 'GET', '/trade/detail', { order_id: order.orderId })
    const b = await send(app, member, 'GET', '/trade.detail', { tid: order.orderId })
    expect(a.status).toBe(200)
    expect(b.body.data.order_id).toBe(order.orderId)
    expect(a.body.data.total_fee).toBe(b.body.data.total_fee)
  })

  it('does not find another member’s order, a malformed number or a missing one', async () => {
    const owner = await createTestMember(app)
    const order = await createPlacedOrder(app.db, owner.id, { lines: [{ goodsId: await createTestGoods(app.db) }] })
    const stranger = await createTestMember(app)
    expect((await send(app, stranger, 'GET', `/order/${order.orderId}`)).body).toMatchObject({
      status_code: 404,
      message: '订单不存在',
    })
    expect((await send(app, owner, 'GET', '/order/abc')).status).toBe(404)
    expect((await send(app, owner, 'GET', '/trade/detail')).body).toMatchObject({
      status_code: 400,
      message: '请提供订单号',
    })
  })
})

describe('POST order/cancel', () => {
  it('cancels an unpaid order and puts its stock back', async () => {
    const member = await createTestMember(app)
    const goods = await createTestGoods(app.db, { store: 10 })
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'NOTPAY',
      lines: [{ goodsId: goods, quantity: 3 }],
    })
    const { body, status } = await send(app, member, 'POST', '/order/cancel', {
      order_id: order.orderId,
      cancel_reason: '拍错了',
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({ order_id: order.orderId, status: 'CANCEL', cancel_reason: '拍错了', refund_fee: 0 })
    expect(await storeOf(goods)).toBe(13)
    expect((await orderRow(app.db, order.orderId)).status).toBe('CANCEL')
  })

  it('cancels a paid order that has not shipped and refunds it in full', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      lines: [{ goodsId: await createTestGoods(app.db, { price: 3000 }) }],
      freight: 800,
    })
    const { body } = await send(app, member, 'POST', '/trade.cancel.buyer', { tid: order.orderId })
    expect(body.data).toMatchObject({ status: 'CANCEL', cancel_reason: '买家取消订单', refund_fee: 3800 })
    const refunds = await app.db.selectFrom('refunds').selectAll().where('order_id', '=', order.orderId).execute()
    expect(refunds.map((r) => [r.refund_fee, r.status])).toEqual([[3800, 'SUCCESS']])
  })

  it('refuses a paid order with an after-sales application, and a shipped one', async () => {
    const member = await createTestMember(app)
    const goods = await createTestGoods(app.db)
    const paid = await createPlacedOrder(app.db, member.id, { status: 'PAYED', lines: [{ goodsId: goods }] })
    await send(app, member, 'POST', '/aftersales', {
      order_id: paid.orderId,
      detail: [{ id: paid.itemIds[0], num: 1 }],
      aftersales_type: 'ONLY_REFUND',
      reason: '不想要了',
    })
    expect((await send(app, member, 'POST', '/order/cancel', { order_id: paid.orderId })).body).toMatchObject({
      status_code: 409,
      code: 'ORDER_IN_AFTERSALES',
    })
    const shipped = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: goods }],
    })
    expect((await send(app, member, 'POST', '/order/cancel', { order_id: shipped.orderId })).status).toBe(400)
    expect((await orderRow(app.db, shipped.orderId)).status).toBe('WAIT_BUYER_CONFIRM')
  })

  it('does not touch another member’s order', async () => {
    const owner = await createTestMember(app)
    const order = await createPlacedOrder(app.db, owner.id, {
      status: 'NOTPAY',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const stranger = await createTestMember(app)
    expect((await send(app, stranger, 'POST', '/order/cancel', { order_id: order.orderId })).status).toBe(404)
    expect((await orderRow(app.db, order.orderId)).status).toBe('NOTPAY')
  })
})

describe('POST order/confirmReceipt', () => {
  it('finishes a shipped order and earns its points', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: await createTestGoods(app.db, { price: 12345 }) }],
    })
    const { body, status } = await send(app, member, 'POST', '/order/confirmReceipt', { order_id: order.orderId })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ order_id: order.orderId, status: 'DONE', point_earned: 123 })
    expect(Math.abs(body.data.finished_at - nowSeconds())).toBeLessThan(5)
    expect(await pointBalance(app.db, member.id)).toBe(123)
    const logs = await app.db
      .selectFrom('point_logs')
      .select(['delta', 'order_id'])
      .where('member_id', '=', member.id)
      .execute()
    expect(logs).toEqual([{ delta: 123, order_id: order.orderId }])
  })

  it('earns the points once when confirmed twice at the same moment', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: await createTestGoods(app.db, { price: 50000 }) }],
    })
    const results = await Promise.all([
      send(app, member, 'POST', '/order/confirmReceipt', { order_id: order.orderId }),
      send(app, member, 'POST', '/trade.confirm.receipt', { tid: order.orderId }),
      send(app, member, 'POST', '/order/confirmReceipt', { order_id: order.orderId }),
    ])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await pointBalance(app.db, member.id)).toBe(500)
    expect(
      await app.db.selectFrom('point_logs').select('id').where('member_id', '=', member.id).execute(),
    ).toHaveLength(1)
  })

  it('earns points only for what was kept when part was refunded before confirming', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: await createTestGoods(app.db, { price: 10000 }), quantity: 2 }],
    })
    await app.db
      .updateTable('order_items')
      .set({ aftersales_num: 1, refunded_num: 1, refunded_fee: 10000 })
      .where('id', '=', order.itemIds[0])
      .execute()
    const { body } = await send(app, member, 'POST', '/order/confirmReceipt', { order_id: order.orderId })
    expect(body.data.point_earned).toBe(100)
    expect(await pointBalance(app.db, member.id)).toBe(100)
  })

  it('refuses an order that has not shipped, and another member’s order', async () => {
    const member = await createTestMember(app)
    const paid = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    expect((await send(app, member, 'POST', '/order/confirmReceipt', { order_id: paid.orderId })).body).toMatchObject({
      status_code: 400,
      message: '订单当前状态不能确认收货',
    })
    const shipped = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const stranger = await createTestMember(app)
    expect((await send(app, stranger, 'POST', '/order/confirmReceipt', { order_id: shipped.orderId })).status).toBe(404)
    expect((await orderRow(app.db, shipped.orderId)).status).toBe('WAIT_BUYER_CONFIRM')
    expect(await pointBalance(app.db, stranger.id)).toBe(0)
  })

  it('asks for the order number', async () => {
    const member = await createTestMember(app)
    expect((await send(app, member, 'POST', '/order/confirmReceipt', {})).body).toMatchObject({
      status_code: 400,
      message: '请提供订单号',
    })
  })
})

describe('POST /trade.delete', () => {
  it('takes a finished order off the list, the counts and the detail', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'DONE',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const { body, status } = await send(app, member, 'POST', '/trade.delete', { order_id: order.orderId })
    expect(status).toBe(200)
    expect(body.data).toEqual({ order_id: order.orderId, deleted: true })
    expect((await send(app, member, 'GET', '/orders')).body.data.total_count).toBe(0)
    expect((await send(app, member, 'GET', '/orderscount')).body.data.done).toBe(0)
    expect((await send(app, member, 'GET', `/order/${order.orderId}`)).status).toBe(404)
    expect((await orderRow(app.db, order.orderId)).member_deleted).toBe(1)
  })

  it('refuses orders still in progress and another member’s order', async () => {
    const member = await createTestMember(app)
    const paid = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    expect((await send(app, member, 'POST', '/trade.delete', { order_id: paid.orderId })).body).toMatchObject({
      status_code: 400,
      message: '只能删除已完成或已取消的订单',
    })
    const done = await createPlacedOrder(app.db, member.id, {
      status: 'DONE',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const stranger = await createTestMember(app)
    expect((await send(app, stranger, 'POST', '/trade.delete', { order_id: done.orderId })).status).toBe(404)
    expect((await orderRow(app.db, done.orderId)).member_deleted).toBe(0)
    expect((await itemRow(app.db, done.itemIds[0]!)).quantity).toBe(1)
  })
})
