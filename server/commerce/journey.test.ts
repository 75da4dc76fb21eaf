import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../lib/password.ts'
import {
  buildShopTestApp,
  builtinRoleId,
  createTestGoods,
  createTestMember,
  createTestRegions,
} from './test-helpers.ts'

/**
 * A shopper's whole trade, over HTTP only, as the storefront and the back office make it: sign in,
 * fill the cart, check out, place and pay the order; the operator ships it; the shopper tracks,
 * confirms and rates it, then returns one unit, which the operator approves, receives and refunds.
 */

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildShopTestApp()
  await createTestRegions(app.db)
  await app.db
    .insertInto('operators')
    .values({
      username: 'journey-ops',
      password_hash: await hashPassword('ops-pass-1'),
      name: '运营',
      role_id: await builtinRoleId(app.db, 1, '运营'),
      last_login_at: null,
    })
    .execute()
})
afterAll(() => app?.close())

function client(token?: string) {
  const headers = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
  const call = async (method: 'GET' | 'POST', path: string, payload: Record<string, unknown> = {}) => {
    const response = await app.inject({
      method,
      url: `${BASE}${path}`,
      headers: headers(),
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    })
    const body = response.json()
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200)
    return body.data
  }
  return {
    get: (path: string, query?: Record<string, unknown>) => call('GET', path, query),
    post: (path: string, body?: Record<string, unknown>) => call('POST', path, body),
  }
}

describe('the shopping journey', () => {
  it('goes from sign-in to a refunded return with every amount and state right', async () => {
    const earphones = await createTestGoods(app.db, { item_name: '降噪蓝牙耳机', price: 12900, store: 10 })
    const cup = await createTestGoods(app.db, { item_name: '真空保温杯', price: 5000, store: 10 })
    const shopper = await createTestMember(app, { password: 'journey1234' })

    // Sign in and set an address.
    const guest = client()
    const { token } = await guest.post('/login', { username: shopper.mobile, password: 'journey1234' })
    const member = client(token)
    const address = await member.post('/member/address', {
      username: '王五',
      telephone: '13800001111',
      province: '北京市',
      city: '北京市',
      county: '朝阳区',
      adrdetail: '建国路88号SOHO现代城',
    })

    // Cart and checkout preview.
    await member.post('/cart', { item_id: earphones, num: 2 })
    await member.post('/cart', { item_id: cup, num: 1 })
    const preview = await member.post('/cart/checkout', { mode: 'cart', address_id: address.address_id })
    expect(preview.item_fee).toBe(30800)
    expect(preview.total_num).toBe(3)

    // Place and pay the order.
    const placed = await member.post('/order_new', {
      mode: 'cart',
      address_id: address.address_id,
      price: 1,
      total_fee: 1,
    })
    expect(placed).toMatchObject({ status: 'NOTPAY', total_fee: preview.total_fee })
    const orderId: string = placed.order_id
    expect((await member.get('/orderscount')).notpay).toBe(1)
    const paid = await member.post('/payment', { order_id: orderId, pay_type: 'testpay' })
    expect(paid.total_fee).toBe(preview.total_fee)
    const afterPay = await member.get(`/order/${orderId}`)
    expect(afterPay).toMatchObject({ status: 'PAYED', status_desc: '待发货', can_cancel: 1, can_aftersales: 1 })
    expect(afterPay.payments).toEqual([
      expect.objectContaining({ pay_type: 'testpay', amount: preview.total_fee, status: 'SUCCESS' }),
    ])
    expect(await app.db.selectFrom('carts').select('id').where('member_id', '=', shopper.id).execute()).toHaveLength(0)

    // The operator signs in and ships it.
    const { token: operatorToken } = await guest.post('/operator/login', {
      username: 'journey-ops',
      password: 'ops-pass-1',
    })
    const operator = client(operatorToken)
    expect(
      (await operator.get('/admin/orders', { status: 'PAYED' })).list.map((o: { order_id: string }) => o.order_id),
    ).toContain(orderId)
    const shipped = await operator.post(`/admin/orders/${orderId}/delivery`, { delivery_corp: 'SF' })
    expect(shipped).toMatchObject({ status: 'WAIT_BUYER_CONFIRM', delivery_corp_name: '顺丰速运' })

    // The shopper tracks, confirms and rates.
    const tracking = await member.get('/trackerpull', { order_id: orderId })
    expect(tracking).toMatchObject({ delivery_code: shipped.delivery_code, state_desc: '已揽收' })
    expect(tracking.list[0].context).toContain('顺丰速运已揽收')
    const confirmed = await member.post('/order/confirmReceipt', { order_id: orderId })
    expect(confirmed.status).toBe('DONE')
    expect(confirmed.point_earned).toBe(afterPay.point_earned)
    expect(confirmed.point_earned).toBeGreaterThan(0)
    expect((await member.get('/point/member/info')).point).toBe(confirmed.point_earned)
    await member.post('/order/rate/create', {
      order_id: orderId,
      rates: [{ item_id: earphones, star: 5, content: '降噪效果很好' }],
    })
    const rates = await guest.get('/order/rate/list', { item_id: String(earphones) })
    expect(rates.list).toEqual([expect.objectContaining({ star: 5, content: '降噪效果很好' })])

    // One pair of earphones goes back.
    const detail = await member.get(`/order/${orderId}`)
    const line = detail.items.find((item: { item_id: number }) => item.item_id === earphones)
    const perUnit = Math.floor(line.total_fee / 2)
    const applied = await member.post('/aftersales', {
      order_id: orderId,
      detail: [{ id: line.id, num: 1 }],
      aftersales_type: 'REFUND_GOODS',
      reason: '质量问题',
      description: '左耳无声',
    })
    const bn: string = applied.aftersales_bn
    expect(applied.list[0]).toMatchObject({ status: 'WAIT_SELLER_AGREE', refund_fee: perUnit })
    expect(
      (await member.get('/orders', { status: '7' })).list.map((o: { status_desc: string }) => o.status_desc),
    ).toEqual(['售后中'])
    expect((await operator.post(`/admin/aftersales/${bn}/review`, { result: 'approve' })).status).toBe(
      'WAIT_BUYER_RETURN_GOODS',
    )
    await member.post('/aftersales/sendback', { aftersales_bn: bn, corp_code: 'ZTO', logi_no: '78123456789012' })
    const storeBefore = (
      await app.db.selectFrom('skus').select('store').where('goods_id', '=', earphones).executeTakeFirstOrThrow()
    ).store
    expect((await operator.post(`/admin/aftersales/${bn}/confirm-goods`)).status).toBe('WAIT_REFUND')
    expect(
      (await app.db.selectFrom('skus').select('store').where('goods_id', '=', earphones).executeTakeFirstOrThrow())
        .store,
    ).toBe(storeBefore + 1)
    const refunded = await operator.post(`/admin/aftersales/${bn}/refund`)
    expect(refunded).toMatchObject({ status: 'REFUNDED', refund_fee: perUnit })

    // The refund row, the line and the order as they should end.
    const refundRows = await app.db
      .selectFrom('refunds')
      .innerJoin('aftersales', 'aftersales.id', 'refunds.aftersales_id')
      .select(['refunds.refund_fee', 'refunds.status', 'aftersales.aftersales_bn'])
      .where('refunds.order_id', '=', orderId)
      .execute()
    expect(refundRows).toEqual([{ refund_fee: perUnit, status: 'SUCCESS', aftersales_bn: bn }])
    const final = await member.get(`/order/${orderId}`)
    expect(final).toMatchObject({ status: 'DONE', status_desc: '已完成', in_aftersales: 0, refunded_fee: perUnit })
    expect(final.items.find((item: { id: number }) => item.id === line.id)).toMatchObject({
      refunded_num: 1,
      refunded_fee: perUnit,
      aftersales_num: 1,
      can_aftersales: 1,
    })
    expect(final.refunds).toEqual([
      expect.objectContaining({ refund_fee: perUnit, status: 'SUCCESS', aftersales_bn: bn }),
    ])
    const info = await member.get('/aftersales/info', { aftersales_bn: bn })
    expect(info.progress.map((step: { key: string }) => step.key)).toEqual([
      'applied',
      'reviewed',
      'sendback',
      'goods_received',
      'refunded',
    ])
    // Points earned on the order are taken back in proportion to the refunded goods.
    const goodsPaid = final.total_fee - final.freight_fee
    const takenBack = Math.floor((confirmed.point_earned * perUnit) / goodsPaid)
    expect((await member.get('/point/member/info')).point).toBe(confirmed.point_earned - takenBack)
  })
})
