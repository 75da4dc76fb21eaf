import { createCipheriv, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import type { Database, OrdersTable } from '../../db/types.ts'
import { newOrderNumber } from '../vip/order-number.ts'
import { canonicalString, rsa2Sign, rsa2Verify } from './alipay-sign.ts'
import type { AlipayOptions } from './alipay.ts'
import { centsOf, yuan } from './provider.ts'
import { markPaid } from './service.ts'
import { signLines, verifyLines } from './wxpay-sign.ts'
import type { WxpayOptions } from './wxpay.ts'

/** Fixtures for payment tests: unpaid orders written straight to the database, and fake Alipay and WeChat Pay servers. */

import { now as nowSeconds } from '../../../schemas/time.ts'

export { nowSeconds }

/** An order of one line (the VIP-style goods-less line) for the member; NOTPAY, expiring in 30 minutes unless told. */
export async function createTestOrder(
  db: Kysely<Database>,
  memberId: number,
  values: Partial<Insertable<OrdersTable>> & { item_name?: string; quantity?: number } = {},
): Promise<string> {
  const { item_name = '测试商品', quantity = 1, ...order } = values
  const at = nowSeconds()
  const orderId = newOrderNumber()
  const total = order.total_fee ?? 9900
  await db
    .insertInto('orders')
    .values({
      order_id: orderId,
      member_id: memberId,
      status: 'NOTPAY',
      total_fee: total,
      item_fee: total,
      total_num: quantity,
      expires_at: at + 30 * 60,
      created_at: at,
      updated_at: at,
      ...order,
    })
    .execute()
  await db
    .insertInto('order_items')
    .values({
      order_id: orderId,
      goods_id: null,
      sku_id: null,
      item_name,
      price: total,
      quantity,
      item_fee: total,
      total_fee: total,
      created_at: at,
    })
    .execute()
  return orderId
}

/** Reports money taken outside the cashier for the order: 模拟支付, no trade number, the provider's `providerTradeNo`. */
export function markPaidOutside(db: Kysely<Database>, orderId: string, amount: number, providerTradeNo: string) {
  return markPaid(db, { order_id: orderId, pay_type: 'testpay', amount, provider_trade_no: providerTradeNo })
}

export interface RsaPair {
  privateKey: KeyObject
  publicKey: KeyObject
  privatePem: string
  publicPem: string
}

/** A fresh 2048-bit RSA key pair (no key is ever committed). */
export function rsaKeys(): RsaPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }
}

const json = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } })

// ─── Alipay ──────────────────────────────────────────────────────────────────────────────────

export const ALIPAY_APP_ID = '2021000000000001'
export const ALIPAY_GATEWAY = 'https://openapi.alipay.test/gateway.do'

/**
 * An Alipay gateway in memory: it checks every request's RSA2 signature with the app's public key
 * and signs its answers with "Alipay's" private key, like the real one. Trades are set up by the
 * test (as if the buyer paid); refunds are recorded per out_request_no.
 */
export class FakeAlipay {
  readonly app = rsaKeys()
  readonly alipay = rsaKeys()
  readonly trades = new Map<string, { amount: number; status: string; tradeNo: string }>()
  readonly refunds = new Map<string, { outTradeNo: string; amount: number }>()
  /** Methods called, in order, with whether their signature checked out. */
  readonly calls: { method: string; signed: boolean }[] = []
  /** Answer the next refunds with this code instead of refunding (e.g. '40004' refuses, '20000' is "busy"). */
  refundCode: string | null = null

  options(): AlipayOptions {
    return {
      appId: ALIPAY_APP_ID,
      privateKey: this.app.privatePem,
      publicKey: this.alipay.publicPem,
      gateway: ALIPAY_GATEWAY,
      fetch: this.fetch,
    }
  }

  /** Records a trade as paid at Alipay (what the buyer did on Alipay's page). */
  pay(outTradeNo: string, amount: number): string {
    const tradeNo = `2026${randomBytes(10).toString('hex')}`
    this.trades.set(outTradeNo, { amount, status: 'TRADE_SUCCESS', tradeNo })
    return tradeNo
  }

  refundedTotal(outTradeNo: string): number {
    return [...this.refunds.values()].filter((r) => r.outTradeNo === outTradeNo).reduce((sum, r) => sum + r.amount, 0)
  }

  /** A notification as Alipay posts it: form-encoded and signed over everything but sign and sign_type. */
  notify(params: Record<string, string>, signWith: KeyObject = this.alipay.privateKey): string {
    const full = {
      notify_time: '2026-11-23 12:00:00',
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(8).toString('hex'),
      app_id: ALIPAY_APP_ID,
      charset: 'utf-8',
      version: '1.0',
      ...params,
    }
    const sign = rsa2Sign(canonicalString(full, ['sign', 'sign_type']), signWith)
    return new URLSearchParams({ ...full, sign_type: 'RSA2', sign }).toString()
  }

  /** The query string Alipay appends to the return URL. */
  returnQuery(params: Record<string, string>): string {
    const full = {
      app_id: ALIPAY_APP_ID,
      method: 'alipay.trade.page.pay.return',
      charset: 'utf-8',
      version: '1.0',
      timestamp: '2026-11-23 12:00:00',
      ...params,
    }
    const sign = rsa2Sign(canonicalString(full, ['sign', 'sign_type']), this.alipay.privateKey)
    return new URLSearchParams({ ...full, sign_type: 'RSA2', sign }).toString()
  }

  private answer(method: string, content: object): Response {
    const key = `${method.replaceAll('.', '_')}_response`
    const text = JSON.stringify(content)
    return json(200, `{"${key}":${text},"sign":"${rsa2Sign(text, this.alipay.privateKey)}"}`)
  }

  readonly fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    const params = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')))
    const method = params.method ?? ''
    const signed =
      params.sign_type === 'RSA2' && rsa2Verify(canonicalString(params), params.sign ?? '', this.app.publicKey)
    this.calls.push({ method, signed })
    if (!signed || params.app_id !== ALIPAY_APP_ID)
      return this.answer(method, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错',
      })
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>
    const trade = this.trades.get(biz.out_trade_no ?? '')
    if (method === 'alipay.trade.query') {
      if (!trade)
        return this.answer(method, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_NOT_EXIST',
          sub_msg: '交易不存在',
        })
      return this.answer(method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no,
        trade_no: trade.tradeNo,
        trade_status: trade.status,
        total_amount: yuan(trade.amount),
      })
    }
    if (method === 'alipay.trade.refund') {
      if (this.refundCode)
        return this.answer(method, {
          code: this.refundCode,
          msg: 'Business Failed',
          sub_code: 'ACQ.SYSTEM_ERROR',
          sub_msg: '系统错误',
        })
      if (!trade)
        return this.answer(method, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_NOT_EXIST',
          sub_msg: '交易不存在',
        })
      const amount = centsOf(biz.refund_amount) ?? 0
      const repeated = this.refunds.has(biz.out_request_no ?? '')
      if (!repeated) {
        if (this.refundedTotal(biz.out_trade_no!) + amount > trade.amount) {
          return this.answer(method, {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
            sub_msg: '退款金额超限',
          })
        }
        this.refunds.set(biz.out_request_no!, { outTradeNo: biz.out_trade_no!, amount })
      }
      return this.answer(method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no,
        trade_no: trade.tradeNo,
        refund_fee: biz.refund_amount,
        fund_change: repeated ? 'N' : 'Y',
      })
    }
    return this.answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.UNKNOWN_METHOD' })
  }) as typeof fetch
}

// ─── WeChat Pay ──────────────────────────────────────────────────────────────────────────────

export const WX_MCHID = '1900000109'
export const WX_APPID = 'wxd678efh567hg6787'

/**
 * WeChat Pay API v3 in memory: checks each request's Authorization (merchant signature over
 * METHOD, URL, timestamp, nonce and body) and signs its answers with the platform key. Trades
 * are set paid by the test; refunds are recorded per out_refund_no.
 */
export class FakeWechatPay {
  readonly merchant = rsaKeys()
  readonly platform = rsaKeys()
  readonly apiv3Key = randomBytes(16).toString('hex')
  readonly trades = new Map<string, { amount: number; transactionId: string }>()
  readonly created = new Map<string, Record<string, unknown>>()
  readonly refunds = new Map<string, { outTradeNo: string; amount: number }>()
  readonly calls: { path: string; signed: boolean }[] = []
  /** Status to answer refunds with instead of SUCCESS (e.g. 'PROCESSING'). */
  refundStatus = 'SUCCESS'
  /** Sign answers with a key that is not the platform's, as an impostor would. */
  forgeAnswers = false

  options(): WxpayOptions {
    return {
      mchid: WX_MCHID,
      appid: WX_APPID,
      serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      privateKey: this.merchant.privatePem,
      apiv3Key: this.apiv3Key,
      platformPublicKey: this.platform.publicPem,
      fetch: this.fetch,
    }
  }

  pay(outTradeNo: string, amount: number): string {
    const transactionId = `4200${randomBytes(8).toString('hex')}`
    this.trades.set(outTradeNo, { amount, transactionId })
    return transactionId
  }

  /** Headers signing a body with the platform key, as WeChat Pay sends them. */
  signedHeaders(
    body: string,
    timestamp = nowSeconds(),
    signWith: KeyObject = this.platform.privateKey,
  ): Record<string, string> {
    const nonce = randomBytes(16).toString('hex')
    return {
      'wechatpay-timestamp': String(timestamp),
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signLines([String(timestamp), nonce, body], signWith),
      'wechatpay-serial': 'PUB_KEY_ID_0000000000000001',
    }
  }

  /** Encrypts a resource with the APIv3 key (AEAD_AES_256_GCM), as notifications carry it. */
  encrypt(plaintext: string, key = this.apiv3Key) {
    const nonce = randomBytes(6).toString('hex')
    const associated_data = 'transaction'
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonce, 'utf8'))
    cipher.setAAD(Buffer.from(associated_data, 'utf8'))
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
    return {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      associated_data,
      original_type: 'transaction',
      nonce,
    }
  }

  /** A payment notification: the body and its signed headers. */
  notification(trade: Record<string, unknown>, options: { eventType?: string; timestamp?: number; key?: string } = {}) {
    const body = JSON.stringify({
      id: randomBytes(8).toString('hex'),
      create_time: '2026-11-23T12:00:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: this.encrypt(
        JSON.stringify({ mchid: WX_MCHID, appid: WX_APPID, trade_state: 'SUCCESS', trade_type: 'NATIVE', ...trade }),
        options.key,
      ),
    })
    return { body, headers: { 'content-type': 'application/json', ...this.signedHeaders(body, options.timestamp) } }
  }

  private answer(status: number, body: object | null): Response {
    const text = body === null ? '' : JSON.stringify(body)
    const key = this.forgeAnswers ? this.merchant.privateKey : this.platform.privateKey
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'content-type': 'application/json', ...this.signedHeaders(text, nowSeconds(), key) },
    })
  }

  private authorized(method: string, url: URL, body: string, header: string): boolean {
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ') || fields.mchid !== WX_MCHID) return false
    return verifyLines(
      [method, `${url.pathname}${url.search}`, fields.timestamp ?? '', fields.nonce_str ?? '', body],
      fields.signature ?? '',
      this.merchant.publicKey,
    )
  }

  readonly fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? init.body : ''
    const headers = new Headers(init?.headers)
    const signed = this.authorized(method, url, body, headers.get('authorization') ?? '')
    this.calls.push({ path: url.pathname, signed })
    if (!signed) return this.answer(401, { code: 'SIGN_ERROR', message: '签名错误' })
    const request = body ? (JSON.parse(body) as Record<string, any>) : {}
    const kind = /^\/v3\/pay\/transactions\/(native|h5|jsapi)$/.exec(url.pathname)?.[1]
    if (method === 'POST' && kind) {
      this.created.set(request.out_trade_no, request)
      if (kind === 'native')
        return this.answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(4).toString('hex')}` })
      if (kind === 'h5')
        return this.answer(200, {
          h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${randomBytes(6).toString('hex')}&package=1`,
        })
      return this.answer(200, { prepay_id: `wx${randomBytes(12).toString('hex')}` })
    }
    const queried = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname)?.[1]
    if (method === 'GET' && queried) {
      const outTradeNo = decodeURIComponent(queried)
      const trade = this.trades.get(outTradeNo)
      if (!trade) return this.answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
      return this.answer(200, {
        mchid: WX_MCHID,
        appid: WX_APPID,
        out_trade_no: outTradeNo,
        transaction_id: trade.transactionId,
        trade_state: 'SUCCESS',
        amount: { total: trade.amount, currency: 'CNY' },
      })
    }
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const trade = this.trades.get(request.out_trade_no)
      if (!trade) return this.answer(404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' })
      if (!this.refunds.has(request.out_refund_no))
        this.refunds.set(request.out_refund_no, { outTradeNo: request.out_trade_no, amount: request.amount.refund })
      return this.answer(200, {
        out_refund_no: request.out_refund_no,
        status: this.refundStatus,
        amount: request.amount,
      })
    }
    return this.answer(404, { code: 'NOT_FOUND', message: '' })
  }) as typeof fetch
}
