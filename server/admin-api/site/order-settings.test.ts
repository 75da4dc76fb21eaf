import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SiteSettingsBody } from '../../../schemas/api/admin/site.ts'
import { createTestGoods, createTestMember, createTestOperator } from '../../commerce/test-helpers.ts'
import { addCartLine, call, createShopper } from '../../commerce/checkout/test-fixtures.ts'
import { createPlacedOrder, finishedDaysAgo, nowSeconds, orderRow, send } from '../../commerce/order/test-fixtures.ts'
import { sweepAutoConfirm } from '../../commerce/logistics/auto-confirm.ts'
import { buildTestApp } from '../../testing.ts'

/** 订单设置 in 站点设置: validated, and what the server enforces from the next request on. */

let app: FastifyInstance
let admin: { headers: Record<string, string> }

beforeAll(async () => {
  app = await buildTestApp()
  admin = await createTestOperator(app)
})
afterAll(async () => {
  await app?.close()
})
beforeEach(async () => {
  await app.db.deleteFrom('settings').where('name', '=', 'order_setting').execute()
})

const DAY = 24 * 3600

async function saveOrder(order: SiteSettingsBody['order']) {
  const current = (await app.inject({ method: 'GET', url: '/api/admin/site-settings', headers: admin.headers })).json()
    .data as SiteSettingsBody
  return app.inject({
    method: 'PUT',
    url: '/api/admin/site-settings',
    headers: admin.headers,
    payload: {
      ...current,
      seo: { ...current.seo, title: current.seo.title || '优选商城' },
      base: { ...current.base, shop_name: current.base.shop_name || '优选商城' },
      order,
    },
  })
}

describe('订单设置', () => {
  it('offers the server defaults before a first save (unpaid minutes from ORDER_UNPAID_MINUTES)', async () => {
    const read = (await app.inject({ method: 'GET', url: '/api/admin/site-settings', headers: admin.headers })).json()
    expect(read.data.order).toEqual({
      unpaid_minutes: app.config.orderUnpaidMinutes,
      auto_confirm_days: 10,
      aftersales_days: 15,
    })
  })

  it('refuses values out of range field by field, writing nothing', async () => {
    const res = await saveOrder({ unpaid_minutes: 0, auto_confirm_days: 31, aftersales_days: -1 })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({
      'order.unpaid_minutes': '待付款订单取消时间须为1～10080之间的整数（分钟）',
      'order.auto_confirm_days': '自动确认收货时间须为1～30之间的整数（天）',
      'order.aftersales_days': '售后申请期限须为0～90之间的整数（天）',
    })
    const row = await app.db.selectFrom('settings').select('value').where('name', '=', 'order_setting').execute()
    expect(row).toEqual([])
  })

  it('applies to the next order without a restart: payment deadline, auto-confirm and the after-sales window', async () => {
    expect((await saveOrder({ unpaid_minutes: 45, auto_confirm_days: 3, aftersales_days: 0 })).statusCode).toBe(200)

    // The payment deadline of a new order.
    const shopper = await createShopper(app)
    await addCartLine(app.db, shopper.id, await createTestGoods(app.db, { price: 5000, store: 10 }))
    const before = nowSeconds()
    const placed = await call(app, shopper, 'POST', '/order_new', { mode: 'cart' })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect(placed.body.data.expires_at).toBeGreaterThanOrEqual(before + 45 * 60)
    expect(placed.body.data.expires_at).toBeLessThanOrEqual(nowSeconds() + 45 * 60)

    // Shipped four days ago: confirmed by the sweep with 3 days (the default 10 would wait).
    const member = await createTestMember(app)
    const goods = await createTestGoods(app.db)
    const shipped = await createPlacedOrder(app.db, member.id, {
      status: 'WAIT_BUYER_CONFIRM',
      lines: [{ goodsId: goods }],
      deliveredAt: nowSeconds() - 4 * DAY,
    })
    await sweepAutoConfirm(app.db, nowSeconds())
    expect((await orderRow(app.db, shipped.orderId)).status).toBe('DONE')

    // Finished yesterday: with a window of 0 days, no after-sales any more.
    const finished = await createPlacedOrder(app.db, member.id, { ...finishedDaysAgo(1), lines: [{ goodsId: goods }] })
    const detail = await send(app, member, 'GET', `/order/${finished.orderId}`)
    expect(detail.body.data.items[0].can_aftersales).toBe(0)
    const applied = await send(app, member, 'POST', '/aftersales', {
      order_id: finished.orderId,
      detail: [{ id: finished.itemIds[0], num: 1 }],
      aftersales_type: 'REFUND_GOODS',
      reason: '质量问题',
    })
    expect(applied.body).toMatchObject({
      code: 'AFTERSALES_EXPIRED',
      message: '订单已超过售后期限（完成后0天内可申请）',
    })

    // A longer window opens it again at once.
    expect((await saveOrder({ unpaid_minutes: 45, auto_confirm_days: 3, aftersales_days: 7 })).statusCode).toBe(200)
    const again = await send(app, member, 'GET', `/order/${finished.orderId}`)
    expect(again.body.data.items[0].can_aftersales).toBe(1)
  })

  it('is audited field by field', async () => {
    await saveOrder({ unpaid_minutes: 20, auto_confirm_days: 10, aftersales_days: 15 })
    const log = (await app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: admin.headers })).json().data
      .list
    expect(log[0].changes).toContainEqual({
      field: '待付款订单取消时间',
      before: app.config.orderUnpaidMinutes,
      after: 20,
    })
  })
})
