import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'
import { canonicalString, rsa2Verify } from './alipay-sign.ts'
import { alipayProvider } from './alipay.ts'
import { RETRY_AFTER_SECONDS, retryPendingRefunds } from './refund-retry.ts'
import { refund, settleRefund } from './refund.ts'
import { paymentProviders } from './registry.ts'
import { ALIPAY_APP_ID, ALIPAY_GATEWAY, FakeAlipay, createTestOrder, nowSeconds } from './test-fixtures.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
let a: TestMember
let b: TestMember
let gateway: FakeAlipay

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'https://mall.example.com' } })
  gateway = new FakeAlipay()
  paymentProviders(app).register(alipayProvider(gateway.options()))
  a = await createTestMember(app)
  b = await createTestMember(app)
})
afterAll(async () => {
  await app?.close()
})
beforeEach(() => {
  gateway.refundCode = null
})

const orderRow = (orderId: string) =>
  app.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
const paymentRow = (tradeNo: string) =>
  app.db.selectFrom('payments').selectAll().where('trade_no', '=', tradeNo).executeTakeFirstOrThrow()
const refundRows = (orderId: string) =>
  app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute()

/** An order of A with an Alipay payment started through the cashier. */
async function startAlipay(totalFee = 12345, channel: 'pc' | 'wap' = 'pc', member = a) {
  const orderId = await createTestOrder(app.db, member.id, {
    total_fee: totalFee,
    item_name: '华为 Mate 60 / 12GB=512GB',
  })
  const res = await app.inject({
    method: 'POST',
    url: `${BASE}/payment`,
    headers: member.headers,
    payload: { order_id: orderId, pay_type: 'alipay', pay_channel: channel },
  })
  expect(res.statusCode).toBe(200)
  return { orderId, data: res.json().data as { trade_no: string; pay_url: string; pay_status: string } }
}

function notify(body: string, contentType = 'application/x-www-form-urlencoded; charset=utf-8') {
  return app.inject({
    method: 'POST',
    url: '/api/alipay/notify',
    headers: { 'content-type': contentType },
    payload: body,
  })
}

const paidNotice = (tradeNo: string, totalAmount: string, extra: Record<string, string> = {}) =>
  gateway.notify({
    out_trade_no: tradeNo,
    trade_no: '2026112322001400000000000001',
    total_amount: totalAmount,
    trade_status: 'TRADE_SUCCESS',
    seller_id: '2088000000000000',
    ...extra,
  })

describe('GET trade/payment/list with Alipay configured', () => {
  it('offers 支付宝 after 模拟支付, page pay on PC and mobile-site pay on h5', async () => {
    const pc = (await app.inject({ method: 'GET', url: `${BASE}/trade/payment/list` })).json().data
    expect(
      pc.map((m: { pay_type: string; pay_name: string; pay_channel: string }) => [
        m.pay_type,
        m.pay_name,
        m.pay_channel,
      ]),
    ).toEqual([
      ['testpay', '模拟支付', 'pc'],
      ['alipay', '支付宝', 'pc'],
    ])
    const h5 = (await app.inject({ method: 'GET', url: `${BASE}/trade/payment/list?platform=h5` })).json().data
    expect(h5[1]).toMatchObject({ pay_type: 'alipay', pay_channel: 'wap', pay_channels: ['pc', 'wap'] })
  })
})

describe('POST payment with 支付宝', () => {
  it('answers a gateway URL for alipay.trade.page.pay signed RSA2 with the app key, and leaves the order unpaid', async () => {
    const { orderId, data } = await startAlipay(12345)
    expect(data.pay_status).toBe('NOTPAY')
    expect(data.pay_url.startsWith(`${ALIPAY_GATEWAY}?`)).toBe(true)
    const params = Object.fromEntries(new URL(data.pay_url).searchParams)
    expect(params).toMatchObject({
      app_id: ALIPAY_APP_ID,
      method: 'alipay.trade.page.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: 'https://mall.example.com/api/alipay/notify',
      return_url: 'https://mall.example.com/finish/result',
    })
    expect(params.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(rsa2Verify(canonicalString(params), params.sign!, gateway.app.publicKey)).toBe(true)
    const biz = JSON.parse(params.biz_content!)
    expect(biz).toMatchObject({
      out_trade_no: data.trade_no,
      total_amount: '123.45',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      subject: '华为 Mate 60 12GB 512GB',
    })
    expect(biz.time_expire).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect((await orderRow(orderId)).status).toBe('NOTPAY')
    expect(await paymentRow(data.trade_no)).toMatchObject({ status: 'NOTPAY', amount: 12345, pay_type: 'alipay' })
  })

  it('uses alipay.trade.wap.pay with QUICK_WAP_WAY on the wap channel and the given return page', async () => {
    const orderId = await createTestOrder(app.db, a.id, { total_fee: 100 })
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/payment`,
      headers: a.headers,
      payload: { order_id: orderId, pay_type: 'alipay', pay_channel: 'wap', return_url: '/finish/success?from=alipay' },
    })
    const params = Object.fromEntries(new URL(res.json().data.pay_url).searchParams)
    expect(params).toMatchObject({
      method: 'alipay.trade.wap.pay',
      return_url: 'https://mall.example.com/finish/success?from=alipay',
    })
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      product_code: 'QUICK_WAP_WAY',
      total_amount: '1.00',
      quit_url: 'https://mall.example.com/finish/success?from=alipay',
    })
  })

  it('refuses the WeChat channels', async () => {
    const orderId = await createTestOrder(app.db, a.id)
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/payment`,
      headers: a.headers,
      payload: { order_id: orderId, pay_type: 'alipay', pay_channel: 'native' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PAY_CHANNEL_UNSUPPORTED')
  })
})

describe('POST /api/alipay/notify', () => {
  it('pays the order on a genuine TRADE_SUCCESS and answers success', async () => {
    const { orderId, data } = await startAlipay(12345)
    const res = await notify(paidNotice(data.trade_no, '123.45'))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toBe('success')
    expect(await orderRow(orderId)).toMatchObject({ status: 'PAYED', pay_type: 'alipay' })
    const payment = await paymentRow(data.trade_no)
    expect(payment).toMatchObject({ status: 'SUCCESS', provider_trade_no: '2026112322001400000000000001' })
    expect(payment.notify_raw).toContain(`out_trade_no=${data.trade_no}`)
  })

  it('does nothing the second time the same notification arrives', async () => {
    const { orderId, data } = await startAlipay(500)
    const body = paidNotice(data.trade_no, '5.00')
    expect((await notify(body)).body).toBe('success')
    const before = { order: await orderRow(orderId), payment: await paymentRow(data.trade_no) }
    const again = await notify(body)
    expect(again.body).toBe('success')
    expect(await orderRow(orderId)).toEqual(before.order)
    expect(await paymentRow(data.trade_no)).toEqual(before.payment)
    expect(await refundRows(orderId)).toEqual([])
  })

  it('accepts TRADE_FINISHED after TRADE_SUCCESS without paying twice', async () => {
    const { orderId, data } = await startAlipay(600)
    await notify(paidNotice(data.trade_no, '6.00'))
    const paidAt = (await orderRow(orderId)).paid_at
    expect((await notify(paidNotice(data.trade_no, '6.00', { trade_status: 'TRADE_FINISHED' }))).body).toBe('success')
    expect((await orderRow(orderId)).paid_at).toBe(paidAt)
  })

  it('acknowledges a notification that pays nothing (WAIT_BUYER_PAY, TRADE_CLOSED) and changes nothing', async () => {
    const { orderId, data } = await startAlipay(700)
    for (const trade_status of ['WAIT_BUYER_PAY', 'TRADE_CLOSED']) {
      expect((await notify(paidNotice(data.trade_no, '7.00', { trade_status }))).body).toBe('success')
    }
    expect((await orderRow(orderId)).status).toBe('NOTPAY')
    expect((await paymentRow(data.trade_no)).status).toBe('NOTPAY')
  })

  it.each([
    [
      'signed with another key',
      (tradeNo: string) =>
        gateway.notify(
          { out_trade_no: tradeNo, total_amount: '8.00', trade_status: 'TRADE_SUCCESS' },
          gateway.app.privateKey,
        ),
    ],
    [
      'with a changed amount',
      (tradeNo: string) => paidNotice(tradeNo, '8.00').replace('total_amount=8.00', 'total_amount=0.01'),
    ],
    ['for another amount, correctly signed', (tradeNo: string) => paidNotice(tradeNo, '0.01')],
    ['for another app', (tradeNo: string) => paidNotice(tradeNo, '8.00', { app_id: '2021000000009999' })],
    ['for an unknown out_trade_no', () => paidNotice('20261123000000000000000000', '8.00')],
    ['without a signature', (tradeNo: string) => paidNotice(tradeNo, '8.00').replace(/&sign=[^&]*/, '')],
    ['signed as RSA', (tradeNo: string) => paidNotice(tradeNo, '8.00').replace('sign_type=RSA2', 'sign_type=RSA')],
    ['as garbage', () => '%%%&&&==='],
  ])('refuses a notification %s and changes nothing', async (_what, body) => {
    const { orderId, data } = await startAlipay(800)
    const res = await notify(body(data.trade_no))
    expect(res.statusCode).toBe(400)
    expect(res.body).toBe('failure')
    expect((await orderRow(orderId)).status).toBe('NOTPAY')
    expect(await paymentRow(data.trade_no)).toMatchObject({
      status: 'NOTPAY',
      provider_trade_no: null,
      notify_raw: null,
    })
  })

  it('refuses a JSON or empty body with failure, never a server error', async () => {
    expect((await notify('{"out_trade_no":"1"}', 'application/json')).body).toBe('failure')
    expect((await app.inject({ method: 'POST', url: '/api/alipay/notify' })).statusCode).toBe(400)
  })

  it('records money for an order cancelled meanwhile and sends it back through Alipay', async () => {
    const { orderId, data } = await startAlipay(900)
    await app.db
      .updateTable('orders')
      .set({ status: 'CANCEL', cancelled_at: nowSeconds() })
      .where('order_id', '=', orderId)
      .execute()
    gateway.pay(data.trade_no, 900)
    expect((await notify(paidNotice(data.trade_no, '9.00'))).body).toBe('success')
    expect((await orderRow(orderId)).status).toBe('CANCEL')
    expect((await paymentRow(data.trade_no)).status).toBe('SUCCESS')
    const refunds = await refundRows(orderId)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ trade_no: data.trade_no, refund_fee: 900, status: 'SUCCESS', member_id: a.id })
    expect(gateway.refunds.get(refunds[0]!.refund_bn)).toEqual({ outTradeNo: data.trade_no, amount: 900 })
    expect(gateway.calls.at(-1)).toEqual({ method: 'alipay.trade.refund', signed: true })
  })
})

describe('GET trade/payment/alipay/result', () => {
  it('checks the signed return, confirms with alipay.trade.query and records the payment', async () => {
    const { orderId, data } = await startAlipay(1000)
    gateway.pay(data.trade_no, 1000)
    const query = gateway.returnQuery({
      out_trade_no: data.trade_no,
      trade_no: '2026112322001400000000000002',
      total_amount: '10.00',
      seller_id: '2088000000000000',
    })
    const res = await app.inject({ method: 'GET', url: `${BASE}/trade/payment/alipay/result?${query}` })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      status: 'SUCCESS',
      pay_status: 'SUCCESS',
      order_id: orderId,
      trade_no: data.trade_no,
      order_status: 'PAYED',
    })
    expect(gateway.calls.at(-1)).toEqual({ method: 'alipay.trade.query', signed: true })
  })

  it('does not take a genuine return as proof of payment: unpaid at Alipay stays NOTPAY', async () => {
    const { orderId, data } = await startAlipay(1100)
    const query = gateway.returnQuery({ out_trade_no: data.trade_no, total_amount: '11.00' })
    const res = await app.inject({ method: 'GET', url: `${BASE}/trade/payment/alipay/result?${query}` })
    expect(res.json().data).toMatchObject({ status: 'NOTPAY', order_status: 'NOTPAY' })
    expect((await orderRow(orderId)).status).toBe('NOTPAY')
  })

  it('refuses a tampered return', async () => {
    const { data } = await startAlipay(1200)
    gateway.pay(data.trade_no, 1200)
    const query = gateway
      .returnQuery({ out_trade_no: data.trade_no, total_amount: '12.00' })
      .replace('total_amount=12.00', 'total_amount=0.01')
    const res = await app.inject({ method: 'GET', url: `${BASE}/trade/payment/alipay/result?${query}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('ALIPAY_RETURN_INVALID')
    expect((await paymentRow(data.trade_no)).status).toBe('NOTPAY')
  })

  it('lets the member look up their own payment without a signature, and nobody else', async () => {
    const { data, orderId } = await startAlipay(1300)
    const own = await app.inject({
      method: 'GET',
      url: `${BASE}/trade/payment/alipay/result?order_id=${orderId}`,
      headers: a.headers,
    })
    expect(own.json().data).toMatchObject({ trade_no: data.trade_no, status: 'NOTPAY' })
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${BASE}/trade/payment/alipay/result?out_trade_no=${data.trade_no}`,
          headers: b.headers,
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'GET', url: `${BASE}/trade/payment/alipay/result?out_trade_no=${data.trade_no}` }))
        .statusCode,
    ).toBe(404)
  })
})

describe('GET payment/{trade_no} with 支付宝', () => {
  it('asks Alipay while unpaid, so a lost notification still pays the order', async () => {
    const { orderId, data } = await startAlipay(1400)
    const unpaid = await app.inject({ method: 'GET', url: `${BASE}/payment/${data.trade_no}`, headers: a.headers })
    expect(unpaid.json().data).toMatchObject({ pay_status: 'NOTPAY', order_status: 'NOTPAY' })
    gateway.pay(data.trade_no, 1400)
    const paid = await app.inject({ method: 'GET', url: `${BASE}/payment/${data.trade_no}`, headers: a.headers })
    expect(paid.json().data).toMatchObject({ pay_status: 'SUCCESS', order_status: 'PAYED' })
    expect((await orderRow(orderId)).status).toBe('PAYED')
  })
})

describe('refunds through 支付宝', () => {
  async function paidOrder(totalFee: number) {
    const { orderId, data } = await startAlipay(totalFee)
    gateway.pay(data.trade_no, totalFee)
    await notify(paidNotice(data.trade_no, (totalFee / 100).toFixed(2)))
    return { orderId, tradeNo: data.trade_no }
  }

  it('refunds part of a payment with a signed alipay.trade.refund', async () => {
    const { orderId, tradeNo } = await paidOrder(5000)
    const result = await refund(app.db, { order_id: orderId, amount: 1234, reason: '商品破损' })
    expect(result).toMatchObject({ status: 'SUCCESS', refund_fee: 1234 })
    expect(gateway.refundedTotal(tradeNo)).toBe(1234)
    expect(gateway.calls.at(-1)).toEqual({ method: 'alipay.trade.refund', signed: true })
  })

  it('records a refused refund as FAIL, which frees its amount again', async () => {
    const { orderId } = await paidOrder(3000)
    gateway.refundCode = '40004'
    const refused = await refund(app.db, { order_id: orderId, amount: 3000, reason: '取消订单' })
    expect(refused.status).toBe('FAIL')
    expect(refused.refunds[0]!.message).toContain('ACQ.SYSTEM_ERROR')
    gateway.refundCode = null
    expect((await refund(app.db, { order_id: orderId, amount: 3000, reason: '取消订单' })).status).toBe('SUCCESS')
  })

  it('keeps a refund the gateway could not confirm READY and settles it later with the same refund number', async () => {
    const { orderId, tradeNo } = await paidOrder(2000)
    gateway.refundCode = '20000'
    const pending = await refund(app.db, { order_id: orderId, amount: 2000, reason: '取消订单' })
    expect(pending.status).toBe('READY')
    const refundBn = pending.refunds[0]!.refund_bn
    // The READY refund still counts: nothing more can be refunded meanwhile.
    await expect(refund(app.db, { order_id: orderId, amount: 1, reason: 'x' })).rejects.toMatchObject({
      message: '退款金额不能超过实付金额',
    })
    gateway.refundCode = null
    expect((await settleRefund(app.db, refundBn)).status).toBe('SUCCESS')
    expect((await settleRefund(app.db, refundBn)).status).toBe('SUCCESS')
    expect(gateway.refundedTotal(tradeNo)).toBe(2000)
  })

  it('retries READY refunds older than two minutes until the gateway answers; overlapping runs settle it once', async () => {
    const { orderId, tradeNo } = await paidOrder(1500)
    gateway.refundCode = '20000'
    const { refund_bn } = (await refund(app.db, { order_id: orderId, amount: 1500, reason: '取消订单' })).refunds[0]!
    const createdAt = (await refundRows(orderId))[0]!.created_at
    // Too young: the request that made it may still be sending it.
    await retryPendingRefunds(app.db, createdAt + RETRY_AFTER_SECONDS - 1)
    expect(gateway.refundedTotal(tradeNo)).toBe(0)
    // The gateway still cannot confirm: it stays READY for the next run.
    await retryPendingRefunds(app.db, createdAt + RETRY_AFTER_SECONDS)
    expect((await refundRows(orderId))[0]!.status).toBe('READY')
    gateway.refundCode = null
    const settled = await Promise.all([
      retryPendingRefunds(app.db, createdAt + 600),
      retryPendingRefunds(app.db, createdAt + 600),
    ])
    expect(settled.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    expect(await refundRows(orderId)).toMatchObject([{ refund_bn, status: 'SUCCESS' }])
    expect(gateway.refundedTotal(tradeNo)).toBe(1500)
    expect(await retryPendingRefunds(app.db, createdAt + 900)).toBe(0)
  })
})
