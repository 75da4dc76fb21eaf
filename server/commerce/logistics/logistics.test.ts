import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { operatorClient } from '../../admin-api/test-fixtures.ts'
import { createPlacedOrder, nowSeconds, orderRow, pointBalance, send } from '../order/test-fixtures.ts'
import { createTestGoods, createTestMember, createTestShop } from '../test-helpers.ts'
import { sweepAutoConfirm } from './auto-confirm.ts'
import { ORDER_SETTING_DEFAULTS } from '../../../schemas/order-settings-rules.ts'
import { trackOrder } from './service.ts'

let app: FastifyInstance
let operator: Awaited<ReturnType<typeof operatorClient>>
beforeAll(async () => {
  app = await buildTestApp()
  operator = await operatorClient(app)
})
afterAll(async () => {
  await app?.close()
})

const HOUR = 3600
const DAY = 24 * HOUR

async function shippedOrder(options: { city?: string } = {}) {
  const member = await createTestMember(app)
  const shop = await createTestShop(app.db, { city: '杭州市' })
  const goods = await createTestGoods(app.db, { distributor_id: shop, price: 8800 })
  const order = await createPlacedOrder(app.db, member.id, {
    status: 'PAYED',
    lines: [{ goodsId: goods }],
    receiverCity: options.city ?? '广州市',
  })
  const shipped = await operator.ship(order.orderId, { delivery_corp: 'ZTO', delivery_code: 'ZT7788990011' })
  expect(shipped.status).toBe(200)
  return { member, order, shipped: shipped.body.data }
}

describe('GET trackerpull', () => {
  it('shows the pickup right after shipping, from the shop’s city', async () => {
    const { member, order } = await shippedOrder()
    const { body, status } = await send(app, member, 'GET', '/trackerpull', { order_id: order.orderId })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      order_id: order.orderId,
      delivery_corp: 'ZTO',
      delivery_corp_name: '中通快递',
      delivery_code: 'ZT7788990011',
      state: 'collected',
      state_desc: '已揽收',
    })
    expect(body.data.list).toHaveLength(1)
    expect(body.data.list[0].context).toBe('【杭州】中通快递已揽收，运单号 ZT7788990011')
  })

  it('reveals the journey to the receiver’s city as time passes', async () => {
    const { member, order, shipped } = await shippedOrder({ city: '北京市' })
    const at = (hours: number) => trackOrder(app.db, member.id, order.orderId, shipped.delivered_at + hours * HOUR)
    expect((await at(7)).state_desc).toBe('运输中')
    const arrived = await at(21)
    expect(arrived.list[0]!.context).toBe('快件已到达【北京转运中心】')
    expect((await at(31)).state_desc).toBe('派送中')
    const signed = await at(37)
    expect(signed.state_desc).toBe('已签收')
    expect(signed.list).toHaveLength(7)
  })

  it('answers the same through /trade.logistics and delivery/trackerpull', async () => {
    const { member, order, shipped } = await shippedOrder()
    const legacy = await send(app, member, 'GET', '/trade.logistics', { tid: order.orderId })
    const byDelivery = await send(app, member, 'GET', '/delivery/trackerpull', {
      delivery_id: String(shipped.delivery_id),
    })
    expect(legacy.body.data.delivery_code).toBe('ZT7788990011')
    expect(byDelivery.body.data).toEqual(legacy.body.data)
  })

  it('answers an empty tracking before the order ships', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'PAYED',
      lines: [{ goodsId: await createTestGoods(app.db) }],
    })
    const { body } = await send(app, member, 'GET', '/trackerpull', { order_id: order.orderId })
    expect(body.data).toMatchObject({ delivery_id: null, state: 'none', state_desc: '暂无物流信息', list: [] })
  })

  it('does not show another member’s parcel', async () => {
    const { order, shipped } = await shippedOrder()
    const stranger = await createTestMember(app)
    expect((await send(app, stranger, 'GET', '/trackerpull', { order_id: order.orderId })).status).toBe(404)
    expect(
      (await send(app, stranger, 'GET', '/delivery/trackerpull', { delivery_id: String(shipped.delivery_id) })).status,
    ).toBe(404)
    expect((await send(app, stranger, 'GET', '/delivery/list', { order_id: order.orderId })).status).toBe(404)
  })

  it('asks for the order number', async () => {
    const member = await createTestMember(app)
    expect((await send(app, member, 'GET', '/trackerpull')).body).toMatchObject({
      status_code: 400,
      message: '请提供订单号',
    })
  })
})

describe('GET delivery/list', () => {
  it('lists the order’s shipments with their newest event', async () => {
    const { member, order } = await shippedOrder()
    for (const path of ['/delivery/list', '/delivery/lists']) {
      const { body } = await send(app, member, 'GET', path, { order_id: order.orderId })
      expect(body.data.total_count).toBe(1)
      expect(body.data.list[0]).toMatchObject({
        delivery_corp_name: '中通快递',
        state: 'collected',
        latest: { state: 'collected' },
      })
    }
  })
})

describe('auto-confirm', () => {
  it(`finishes orders shipped ${ORDER_SETTING_DEFAULTS.auto_confirm_days} days ago and earns their points once`, async () => {
    const member = await createTestMember(app)
    const goods = await createTestGoods(app.db, { price: 20000 })
    const old = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: goods }],
      deliveredAt: nowSeconds() - ORDER_SETTING_DEFAULTS.auto_confirm_days * DAY - 60,
    })
    const recent = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: goods }],
      deliveredAt: nowSeconds() - DAY,
    })
    const now = nowSeconds()
    expect(await sweepAutoConfirm(app.db, now)).toBeGreaterThanOrEqual(1)
    expect(await orderRow(app.db, old.orderId)).toMatchObject({ status: 'DONE', finished_at: now })
    expect((await orderRow(app.db, recent.orderId)).status).toBe('WAIT_BUYER_CONFIRM')
    expect(await pointBalance(app.db, member.id)).toBe(200)
    await sweepAutoConfirm(app.db, now + 60)
    expect(await pointBalance(app.db, member.id)).toBe(200)
  })

  it('waits while an after-sales application is open', async () => {
    const member = await createTestMember(app)
    const order = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: await createTestGoods(app.db) }],
      deliveredAt: nowSeconds() - ORDER_SETTING_DEFAULTS.auto_confirm_days * DAY - 60,
    })
    const applied = await send(app, member, 'POST', '/aftersales', {
      order_id: order.orderId,
      detail: [{ id: order.itemIds[0], num: 1 }],
      aftersales_type: 'REFUND_GOODS',
      reason: '质量问题',
    })
    expect(applied.status).toBe(200)
    await sweepAutoConfirm(app.db, nowSeconds())
    expect((await orderRow(app.db, order.orderId)).status).toBe('WAIT_BUYER_CONFIRM')
  })
})
