import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toCheckoutRequest } from '../../commerce/checkout/request.ts'
import { createOrder } from '../../commerce/checkout/service.ts'
import * as fixtures from '../../commerce/checkout/test-fixtures.ts'
import { sweepExpiredOrders } from '../../commerce/order/expiry.ts'
import { createPlacedOrder, orderRow } from '../../commerce/order/test-fixtures.ts'
import { markPaidOutside } from '../../commerce/payment/test-fixtures.ts'
import { buildShopTestApp, createTestGoods, createTestMember, createTestOperator } from '../../commerce/test-helpers.ts'

let app: FastifyInstance
let admin: Awaited<ReturnType<typeof createTestOperator>>
beforeAll(async () => {
  app = await buildShopTestApp()
  admin = await createTestOperator(app)
})
afterAll(() => app?.close())

type Who = { headers: Record<string, string> }
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })

/** An unpaid order from checkout (2 of 10 units, a coupon, 1000 of 5000 points), `ago` seconds old. */
async function unpaidOrder(ago = 0) {
  const member = await createTestMember(app)
  await fixtures.createTestAddress(app.db, member.id)
  await fixtures.setPointBalance(app.db, member.id, 5000)
  const goods = await createTestGoods(app.db, { price: 20000, store: 10 })
  await fixtures.addCartLine(app.db, member.id, goods, { quantity: 2 })
  const coupon = await fixtures.giveCoupon(app.db, member.id, { reduce_cost: 1000, least_cost: 0 })
  const created = await createOrder(
    app.db,
    member.id,
    toCheckoutRequest({ coupon: String(coupon), point_use: 1000 }),
    fixtures.nowSeconds() - ago,
    { unpaidMinutes: 30 },
  )
  const order = await orderRow(app.db, created.order_id)
  return { member, sku: await fixtures.skuOf(app.db, goods), coupon, orderId: created.order_id, total: order.total_fee }
}

async function released(order: Awaited<ReturnType<typeof unpaidOrder>>) {
  const coupon = await app.db
    .selectFrom('member_coupons')
    .select('status')
    .where('id', '=', order.coupon)
    .executeTakeFirstOrThrow()
  const giveBacks = await app.db
    .selectFrom('point_logs')
    .select('delta')
    .where('order_id', '=', order.orderId)
    .where('delta', '>', 0)
    .execute()
  return {
    store: await fixtures.storeOf(app.db, order.sku),
    points: await fixtures.pointBalance(app.db, order.member.id),
    coupon: coupon.status,
    giveBacks: giveBacks.length,
  }
}

describe('cancelling an unpaid order from the console', () => {
  it('asks for a reason, gives stock, coupon and points back, and is audited', async () => {
    const order = await unpaidOrder()
    const missing = await call(admin, 'POST', `/orders/${order.orderId}/cancel`, { reason: '  ' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('请填写取消原因')
    const long = await call(admin, 'POST', `/orders/${order.orderId}/cancel`, { reason: '长'.repeat(101) })
    expect(long.json().code).toBe('CANCEL_REASON_INVALID')
    expect((await orderRow(app.db, order.orderId)).status).toBe('NOTPAY')

    const done = await call(admin, 'POST', `/orders/${order.orderId}/cancel`, { reason: '买家电话要求取消' })
    expect(done.json().data).toMatchObject({ status: 'CANCEL', status_desc: '已取消' })
    expect((await orderRow(app.db, order.orderId)).cancel_reason).toBe('商家取消：买家电话要求取消')
    expect(await released(order)).toEqual({ store: 10, points: 5000, coupon: 'unused', giveBacks: 1 })
    const again = await call(admin, 'POST', `/orders/${order.orderId}/cancel`, { reason: '再取消' })
    expect(again.json().code).toBe('ORDER_ALREADY_CANCELLED')
    const [entry] = (await call(admin, 'GET', '/audit-log')).json().data.list
    expect(entry).toMatchObject({ action: '取消订单', target: order.orderId, summary: '商家取消：买家电话要求取消' })
  })

  it('refuses a paid order, another company’s order and a role without 订单', async () => {
    const member = await createTestMember(app)
    const paid = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const refused = await call(admin, 'POST', `/orders/${paid.orderId}/cancel`, { reason: '缺货' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('ORDER_NOT_UNPAID')
    expect((await orderRow(app.db, paid.orderId)).status).toBe('PAYED')

    const order = await unpaidOrder()
    const stranger = await createTestOperator(app, { companyId: 2 })
    expect((await call(stranger, 'POST', `/orders/${order.orderId}/cancel`, { reason: '缺货' })).statusCode).toBe(404)
    const warehouse = await createTestOperator(app, { role: '仓库' })
    const forbidden = await call(warehouse, 'POST', `/orders/${order.orderId}/cancel`, { reason: '缺货' })
    expect(forbidden.statusCode).toBe(403)
    const service = await createTestOperator(app, { role: '客服' })
    expect((await call(service, 'POST', `/orders/${order.orderId}/cancel`, { reason: '缺货' })).statusCode).toBe(200)
  })

  it('racing the expiry sweep, a second cancel and the member paying, releases once or not at all', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await unpaidOrder(31 * 60)
      const [cancels] = await Promise.all([
        Promise.all([
          call(admin, 'POST', `/orders/${order.orderId}/cancel`, { reason: '缺货' }),
          call(admin, 'POST', `/orders/${order.orderId}/cancel`, { reason: '缺货' }),
        ]),
        sweepExpiredOrders(app.db, fixtures.nowSeconds()),
        // Paying an order cancelled meanwhile is recorded and refunded; either way it must not throw past here.
        markPaidOutside(app.db, order.orderId, order.total, `race-${round}-${order.orderId}`).catch(() => null),
      ])
      for (const answer of cancels) expect(answer.statusCode).toBeLessThan(500)
      expect(cancels.filter((answer) => answer.statusCode === 200).length).toBeLessThanOrEqual(1)
      const status = (await orderRow(app.db, order.orderId)).status
      if (status === 'CANCEL') {
        expect(await released(order)).toEqual({ store: 10, points: 5000, coupon: 'unused', giveBacks: 1 })
      } else {
        expect(status).toBe('PAYED')
        expect(cancels.every((answer) => answer.statusCode !== 200)).toBe(true)
        expect(await released(order)).toMatchObject({ store: 8, points: 4000, giveBacks: 0 })
      }
    }
  })
})

describe('the operator remark', () => {
  it('is saved trimmed, shown in the detail, limited to 200 characters and audited', async () => {
    const member = await createTestMember(app)
    const { orderId } = await createPlacedOrder(app.db, member.id, {
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const tooLong = await call(admin, 'PUT', `/orders/${orderId}/remark`, { operator_remark: '字'.repeat(201) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().message).toContain('200')
    expect((await call(admin, 'PUT', `/orders/${orderId}/remark`, {})).statusCode).toBe(400)

    const saved = await call(admin, 'PUT', `/orders/${orderId}/remark`, { operator_remark: ' 周五前发顺丰 ' })
    expect(saved.json().data).toEqual({ order_id: orderId, operator_remark: '周五前发顺丰' })
    expect((await call(admin, 'GET', `/orders/${orderId}`)).json().data.operator_remark).toBe('周五前发顺丰')
    const [entry] = (await call(admin, 'GET', '/audit-log')).json().data.list
    expect(entry).toMatchObject({
      action: '修改运营备注',
      target: orderId,
      changes: [{ field: '运营备注', before: '', after: '周五前发顺丰' }],
    })

    const stranger = await createTestOperator(app, { companyId: 2 })
    expect((await call(stranger, 'PUT', `/orders/${orderId}/remark`, { operator_remark: 'x' })).statusCode).toBe(404)
    const warehouse = await createTestOperator(app, { role: '仓库' })
    expect((await call(warehouse, 'PUT', `/orders/${orderId}/remark`, { operator_remark: 'x' })).statusCode).toBe(403)
    expect((await orderRow(app.db, orderId)).operator_remark).toBe('周五前发顺丰')
  })
})

describe('the order detail', () => {
  it('has the member’s mobile, the shop, each line’s 货号 and the carrier’s events', async () => {
    const member = await createTestMember(app)
    const { orderId, itemIds } = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    await app.db.updateTable('order_items').set({ bn: 'SKU-001' }).where('id', '=', itemIds[0]).execute()
    const shipment = await app.db
      .insertInto('order_logistics')
      .values({ order_id: orderId, delivery_corp: 'SF', delivery_corp_name: '顺丰速运', delivery_code: 'SF100200300' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db
      .insertInto('logistics_traces')
      .values([
        { logistics_id: shipment.id, event_time: 1000, context: '已揽收' },
        { logistics_id: shipment.id, event_time: 2000, context: '运输中' },
      ])
      .execute()
    const detail = (await call(admin, 'GET', `/orders/${orderId}`)).json().data
    expect(detail).toMatchObject({
      member_mobile: member.mobile,
      distributor_name: '自营',
      item_codes: { [String(itemIds[0])]: 'SKU-001' },
      traces: [
        { time: 2000, context: '运输中' },
        { time: 1000, context: '已揽收' },
      ],
    })
  })
})

describe('the order list filters', () => {
  it('filter by order number, member mobile, shop, China-time days and pay type; counts follow', async () => {
    const buyer = await createTestMember(app, { mobile: '13700001111' })
    const goods = await createTestGoods(app.db)
    // 2026-11-20 23:30 China time is 15:30 UTC; 2026-11-21 00:30 China time is 16:30 UTC.
    const late = Date.UTC(2026, 10, 20, 15, 30) / 1000
    const early = Date.UTC(2026, 10, 20, 16, 30) / 1000
    const a = await createPlacedOrder(app.db, buyer.id, {
      status: 'PAYED',
      createdAt: late,
      lines: [{ goodsId: goods }],
    })
    const b = await createPlacedOrder(app.db, buyer.id, {
      status: 'NOTPAY',
      createdAt: early,
      lines: [{ goodsId: goods }],
    })
    await app.db
      .updateTable('orders')
      .set({ pay_type: 'alipay', distributor_id: 7 })
      .where('order_id', '=', a.orderId)
      .execute()
    const ids = async (query: string) =>
      (await call(admin, 'GET', `/orders?${query}`))
        .json()
        .data.list.map((order: { order_id: string }) => order.order_id)

    expect(await ids(`order_id=${a.orderId}`)).toEqual([a.orderId])
    expect((await ids('mobile=13700001111')).sort()).toEqual([a.orderId, b.orderId].sort())
    expect(await ids('mobile=13700001111&created_from=2026-11-21&created_to=2026-11-21')).toEqual([b.orderId])
    expect(await ids('mobile=13700001111&created_to=2026-11-20')).toEqual([a.orderId])
    expect(await ids('mobile=13700001111&pay_type=alipay')).toEqual([a.orderId])
    expect(await ids('mobile=13700001111&distributor_id=0')).toEqual([b.orderId])
    expect(await ids('mobile=13700001111&distributor_id=7')).toEqual([a.orderId])
    const counted = (await call(admin, 'GET', '/orders?mobile=13700001111&status=PAYED')).json().data
    expect(counted.status_counts).toMatchObject({ PAYED: 1, NOTPAY: 1, DONE: 0 })
    expect(counted.total_count).toBe(1)

    const bad = await call(admin, 'GET', '/orders?created_from=2026-13-01')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('ORDER_DATE_INVALID')
    expect((await call(admin, 'GET', '/orders?created_from=2026-11-22&created_to=2026-11-21')).statusCode).toBe(400)
    expect((await call(admin, 'GET', '/orders?distributor_id=abc')).statusCode).toBe(400)
  })

  it('offers 自营 and the company’s shops to filter by', async () => {
    const shops = (await call(admin, 'GET', '/orders/shops')).json().data
    expect(shops[0]).toEqual({ value: '0', label: '自营' })
    const warehouse = await createTestOperator(app, { role: '仓库' })
    expect((await call(warehouse, 'GET', '/orders/shops')).statusCode).toBe(200)
    const nobody = await createTestOperator(app, { companyId: 3 })
    expect((await call(nobody, 'GET', '/orders/shops')).json().data).toEqual([{ value: '0', label: '自营' }])
  })
})
