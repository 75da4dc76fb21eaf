import { createVerify } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'
import { refund } from './refund.ts'
import { paymentProviders } from './registry.ts'
import { WECHAT_LOGIN_PROVIDER } from './service.ts'
import { FakeWechatPay, WX_APPID, WX_MCHID, createTestOrder, nowSeconds } from './test-fixtures.ts'
import { wxpayProvider } from './wxpay.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
let a: TestMember
let wx: FakeWechatPay

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'https://mall.example.com' } })
  wx = new FakeWechatPay()
  paymentProviders(app).register(wxpayProvider(wx.options()))
  a = await createTestMember(app)
})
afterAll(async () => {
  await app?.close()
})
beforeEach(() => {
  wx.refundStatus = 'SUCCESS'
  wx.forgeAnswers = false
})

const orderRow = (orderId: string) =>
  app.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
const paymentRow = (tradeNo: string) =>
  app.db.selectFrom('payments').selectAll().where('trade_no', '=', tradeNo).executeTakeFirstOrThrow()

async function startWxpay(totalFee: number, channel: 'native' | 'h5' | 'jsapi' = 'native', member = a) {
  const orderId = await createTestOrder(app.db, member.id, { total_fee: totalFee, item_name: '小米手环', quantity: 2 })
  const res = await app.inject({
    method: 'POST',
    url: `${BASE}/payment`,
    headers: member.headers,
    remoteAddress: '203.0.113.7',
    payload: { order_id: orderId, pay_type: 'wxpay', pay_channel: channel },
  })
  return { orderId, res, data: res.json().data as Record<string, any> }
}

function notify(notification: { body: string; headers: Record<string, string> }) {
  return app.inject({
    method: 'POST',
    url: '/api/wechatpay/notify',
    headers: notification.headers,
    payload: notification.body,
  })
}

const success = (tradeNo: string, total: number, extra: Record<string, unknown> = {}) =>
  wx.notification({
    out_trade_no: tradeNo,
    transaction_id: '4200000000202611230000000001',
    amount: { total, payer_total: total, currency: 'CNY' },
    ...extra,
  })

describe('POST payment with 微信支付', () => {
  it('Native: answers the code_url drawn as a QR PNG, from a signed request to /v3/pay/transactions/native', async () => {
    const { data, orderId } = await startWxpay(2599)
    expect(data).toMatchObject({ pay_status: 'NOTPAY', pay_channel: 'native', pay_name: '微信支付' })
    expect(data.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/)
    expect(data.qrcode).toMatch(/^data:image\/png;base64,/)
    expect(wx.calls.at(-1)).toEqual({ path: '/v3/pay/transactions/native', signed: true })
    expect(wx.created.get(data.trade_no)).toMatchObject({
      appid: WX_APPID,
      mchid: WX_MCHID,
      description: '小米手环 等2件商品',
      notify_url: 'https://mall.example.com/api/wechatpay/notify',
      amount: { total: 2599, currency: 'CNY' },
    })
    expect(wx.created.get(data.trade_no)!.time_expire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/)
    expect((await orderRow(orderId)).status).toBe('NOTPAY')
  })

  it("H5: answers the h5_url with the return page, sending the buyer's IP", async () => {
    const { data } = await startWxpay(100, 'h5')
    expect(data.h5_url).toMatch(
      /^https:\/\/wx\.tenpay\.com\/.*&redirect_url=https%3A%2F%2Fmall\.example\.com%2Ffinish%2Fresult$/,
    )
    expect(wx.created.get(data.trade_no)!.scene_info).toEqual({
      payer_client_ip: '203.0.113.7',
      h5_info: { type: 'Wap' },
    })
  })

  it('JSAPI: needs a WeChat login, then answers getBrandWCPayRequest arguments signed with the merchant key', async () => {
    const member = await createTestMember(app)
    const refused = await startWxpay(100, 'jsapi', member)
    expect(refused.res.statusCode).toBe(400)
    expect(refused.res.json()).toMatchObject({ code: 'WECHAT_OPENID_REQUIRED' })
    expect(await app.db.selectFrom('payments').select('id').where('order_id', '=', refused.orderId).execute()).toEqual(
      [],
    )

    await app.db
      .insertInto('member_trust_logins')
      .values({ member_id: member.id, type: WECHAT_LOGIN_PROVIDER, openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' })
      .execute()
    const { data } = await startWxpay(100, 'jsapi', member)
    expect(wx.created.get(data.trade_no)!.payer).toEqual({ openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' })
    const js = data.jsapi
    expect(js).toMatchObject({ appId: WX_APPID, signType: 'RSA' })
    expect(js.package).toMatch(/^prepay_id=wx/)
    const message = `${js.appId}\n${js.timeStamp}\n${js.nonceStr}\n${js.package}\n`
    expect(createVerify('RSA-SHA256').update(message).verify(wx.merchant.publicPem, js.paySign, 'base64')).toBe(true)
  })

  it('answers 502 and closes the payment when an answer does not carry the platform signature', async () => {
    wx.forgeAnswers = true
    const { res, orderId } = await startWxpay(100)
    expect(res.statusCode).toBe(502)
    expect(res.json()).toMatchObject({ code: 'PAYMENT_GATEWAY_ERROR', message: '支付渠道暂不可用，请稍后再试' })
    const rows = await app.db.selectFrom('payments').select('status').where('order_id', '=', orderId).execute()
    expect(rows).toEqual([{ status: 'CLOSED' }])
    expect((await orderRow(orderId)).status).toBe('NOTPAY')
  })
})

describe('POST /api/wechatpay/notify', () => {
  it('verifies the signature, decrypts the resource and pays the order, answering 204', async () => {
    const { data, orderId } = await startWxpay(2599)
    const res = await notify(success(data.trade_no, 2599))
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(await orderRow(orderId)).toMatchObject({ status: 'PAYED', pay_type: 'wxpay' })
    const payment = await paymentRow(data.trade_no)
    expect(payment).toMatchObject({ status: 'SUCCESS', provider_trade_no: '4200000000202611230000000001' })
    expect(JSON.parse(payment.notify_raw!)).toMatchObject({ out_trade_no: data.trade_no, trade_state: 'SUCCESS' })
  })

  it('does nothing the second time the same notification arrives', async () => {
    const { data, orderId } = await startWxpay(300)
    const notification = success(data.trade_no, 300)
    expect((await notify(notification)).statusCode).toBe(204)
    const before = { order: await orderRow(orderId), payment: await paymentRow(data.trade_no) }
    expect((await notify(notification)).statusCode).toBe(204)
    expect(await orderRow(orderId)).toEqual(before.order)
    expect(await paymentRow(data.trade_no)).toEqual(before.payment)
    expect(await app.db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute()).toEqual([])
  })

  it('acknowledges events that pay nothing', async () => {
    const { data, orderId } = await startWxpay(400)
    expect(
      (
        await notify(
          wx.notification({ out_trade_no: data.trade_no, refund_status: 'SUCCESS' }, { eventType: 'REFUND.SUCCESS' }),
        )
      ).statusCode,
    ).toBe(204)
    expect((await orderRow(orderId)).status).toBe('NOTPAY')
  })

  const forged: [string, (tradeNo: string) => { body: string; headers: Record<string, string> }][] = [
    [
      'signed with another key',
      (tradeNo) => {
        const n = success(tradeNo, 500)
        return {
          body: n.body,
          headers: { ...n.headers, ...wx.signedHeaders(n.body, nowSeconds(), wx.merchant.privateKey) },
        }
      },
    ],
    [
      'with a body changed after signing',
      (tradeNo) => {
        const n = success(tradeNo, 500)
        return { body: n.body.replace('"summary":"支付成功"', '"summary":"x"'), headers: n.headers }
      },
    ],
    [
      'without signature headers',
      (tradeNo) => ({ body: success(tradeNo, 500).body, headers: { 'content-type': 'application/json' } }),
    ],
    [
      'signed ten minutes ago',
      (tradeNo) =>
        wx.notification({ out_trade_no: tradeNo, amount: { total: 500 } }, { timestamp: nowSeconds() - 600 }),
    ],
    [
      'encrypted with another APIv3 key',
      (tradeNo) => wx.notification({ out_trade_no: tradeNo, amount: { total: 500 } }, { key: 'k'.repeat(32) }),
    ],
    ['for another merchant', (tradeNo) => success(tradeNo, 500, { mchid: '1900000999' })],
    ['for another amount', (tradeNo) => success(tradeNo, 1)],
    ['for an unknown out_trade_no', () => success('20261123000000000000000000', 500)],
    [
      'that is not JSON',
      () => {
        const body = 'not json'
        return { body, headers: { 'content-type': 'text/plain', ...wx.signedHeaders(body) } }
      },
    ],
  ]
  it.each(forged)('refuses a notification %s with 400 FAIL and changes nothing', async (_what, make) => {
    const { data, orderId } = await startWxpay(500)
    const res = await notify(make(data.trade_no))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 'FAIL', message: '通知校验失败' })
    expect((await orderRow(orderId)).status).toBe('NOTPAY')
    expect(await paymentRow(data.trade_no)).toMatchObject({ status: 'NOTPAY', provider_trade_no: null })
  })
})

describe('GET payment/{trade_no} with 微信支付', () => {
  it('asks WeChat Pay while unpaid and records the payment it reports', async () => {
    const { data, orderId } = await startWxpay(600)
    expect(
      (await app.inject({ method: 'GET', url: `${BASE}/payment/${data.trade_no}`, headers: a.headers })).json().data
        .pay_status,
    ).toBe('NOTPAY')
    wx.pay(data.trade_no, 600)
    const res = await app.inject({ method: 'GET', url: `${BASE}/payment/${data.trade_no}`, headers: a.headers })
    expect(res.json().data).toMatchObject({ pay_status: 'SUCCESS', order_status: 'PAYED' })
    expect((await orderRow(orderId)).pay_type).toBe('wxpay')
    expect(wx.calls.at(-1)).toEqual({ path: `/v3/pay/transactions/out-trade-no/${data.trade_no}`, signed: true })
  })
})

describe('refunds through 微信支付', () => {
  async function paidOrder(total: number) {
    const { data, orderId } = await startWxpay(total)
    wx.pay(data.trade_no, total)
    expect((await notify(success(data.trade_no, total))).statusCode).toBe(204)
    return { orderId, tradeNo: data.trade_no as string }
  }

  it('refunds through /v3/refund/domestic/refunds with the payment total', async () => {
    const { orderId, tradeNo } = await paidOrder(1000)
    const result = await refund(app.db, { order_id: orderId, amount: 400, reason: '少发配件' })
    expect(result.status).toBe('SUCCESS')
    expect(wx.refunds.get(result.refunds[0]!.refund_bn)).toEqual({ outTradeNo: tradeNo, amount: 400 })
    expect(wx.calls.at(-1)).toEqual({ path: '/v3/refund/domestic/refunds', signed: true })
  })

  it('leaves a PROCESSING refund READY', async () => {
    const { orderId } = await paidOrder(1000)
    wx.refundStatus = 'PROCESSING'
    const result = await refund(app.db, { order_id: orderId, amount: 1000, reason: '取消订单' })
    expect(result.status).toBe('READY')
    expect(await app.db.selectFrom('refunds').select('status').where('order_id', '=', orderId).execute()).toEqual([
      { status: 'READY' },
    ])
  })
})
