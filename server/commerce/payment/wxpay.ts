import QRCode from 'qrcode'
import type { KeyObject } from 'node:crypto'
import type { WxpayConfig } from '../../config.ts'
import { privateKeyFrom, publicKeyFrom } from './keys.ts'
import {
  NotifyRejected,
  ProviderError,
  send,
  type PaymentNotice,
  type PaymentProvider,
  type TradeState,
} from './provider.ts'
import {
  authorization,
  decryptResource,
  jsapiParams,
  nonce,
  verifySigned,
  type EncryptedResource,
} from './wxpay-sign.ts'
import { now } from '../../../schemas/time.ts'

/**
 * 微信支付 through API v3: Native (a QR code the buyer scans), H5 (mobile browsers) and JSAPI
 * (inside WeChat). Requests carry a WECHATPAY2-SHA256-RSA2048 Authorization; answers and
 * notifications are verified with the platform key, and notifications decrypted with the APIv3 key.
 */

export interface WxpayOptions extends WxpayConfig {
  /** The HTTP client for API calls (tests pass a fake API). */
  fetch?: typeof fetch
}

/** Notifications older or newer than this are replays or clock trouble. */
const NOTIFY_WINDOW_SECONDS = 300
const API = 'https://api.mch.weixin.qq.com'

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** RFC 3339 in Beijing time, as time_expire wants it. */
function rfc3339(unixSeconds: number): string {
  return `${new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 19)}+08:00`
}

interface Transaction {
  appid?: string
  mchid?: string
  out_trade_no?: string
  transaction_id?: string
  trade_state?: string
  amount?: { total?: number }
}

export function wxpayProvider(options: WxpayOptions): PaymentProvider {
  const privateKey: KeyObject = privateKeyFrom(options.privateKey, 'WXPAY_PRIVATE_KEY')
  const platformKey: KeyObject = publicKeyFrom(options.platformPublicKey, 'WXPAY_PLATFORM_PUBLIC_KEY')
  const merchant = { mchid: options.mchid, serialNo: options.serialNo, privateKey }
  const fetcher = options.fetch ?? fetch

  /** A signed call; answers the HTTP status and the parsed body once its signature checks out. */
  async function call(
    method: 'GET' | 'POST',
    urlPath: string,
    payload?: object,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const answer = await send(fetcher, `${API}${urlPath}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: authorization(merchant, method, urlPath, body, now(), nonce()),
      },
      ...(payload === undefined ? {} : { body }),
    })
    const signed = {
      timestamp: answer.headers.get('wechatpay-timestamp') ?? '',
      nonce: answer.headers.get('wechatpay-nonce') ?? '',
      signature: answer.headers.get('wechatpay-signature') ?? '',
    }
    if (!verifySigned(signed, answer.text, platformKey))
      throw new ProviderError(`${urlPath}: answer signature invalid (HTTP ${answer.status})`)
    try {
      return { status: answer.status, body: answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {} }
    } catch {
      throw new ProviderError(`${urlPath}: unreadable answer (HTTP ${answer.status})`)
    }
  }

  const failure = (urlPath: string, answer: { status: number; body: Record<string, unknown> }) =>
    new ProviderError(
      `${urlPath}: HTTP ${answer.status} ${String(answer.body.code ?? '')} ${String(answer.body.message ?? '')}`,
    )

  return {
    payType: 'wxpay',
    name: '微信支付',
    channels: ['native', 'h5', 'jsapi'],
    defaultChannel: { pc: 'native', h5: 'h5' },

    async createPayment(order, payment, context) {
      const request: Record<string, unknown> = {
        appid: options.appid,
        mchid: options.mchid,
        description: order.subject,
        out_trade_no: payment.trade_no,
        notify_url: context.notifyUrl,
        amount: { total: payment.amount, currency: 'CNY' },
      }
      // WeChat closes its trade when our order would be cancelled, so it cannot be paid after.
      if (order.expires_at !== null) request.time_expire = rfc3339(order.expires_at)
      if (context.channel === 'h5') request.scene_info = { payer_client_ip: context.clientIp, h5_info: { type: 'Wap' } }
      if (context.channel === 'jsapi') {
        if (!context.openid) throw new ProviderError('JSAPI pay needs the payer openid')
        request.payer = { openid: context.openid }
      }
      const urlPath = `/v3/pay/transactions/${context.channel}`
      const answer = await call('POST', urlPath, request)
      if (answer.status !== 200) throw failure(urlPath, answer)
      const { code_url, h5_url, prepay_id } = answer.body as { code_url?: string; h5_url?: string; prepay_id?: string }
      if (context.channel === 'native' && code_url) {
        return { code_url, qrcode: await QRCode.toDataURL(code_url, { width: 240, margin: 1 }) }
      }
      if (context.channel === 'h5' && h5_url) {
        return {
          h5_url: `${h5_url}${h5_url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(context.returnUrl)}`,
        }
      }
      if (context.channel === 'jsapi' && prepay_id) {
        return { jsapi: jsapiParams(options.appid, prepay_id, privateKey, now(), nonce()) }
      }
      throw new ProviderError(`${urlPath}: answer lacks what the cashier needs`)
    },

    verifyNotify(request): PaymentNotice {
      const signed = {
        timestamp: header(request.headers, 'wechatpay-timestamp') ?? '',
        nonce: header(request.headers, 'wechatpay-nonce') ?? '',
        signature: header(request.headers, 'wechatpay-signature') ?? '',
      }
      if (!verifySigned(signed, request.body, platformKey)) throw new NotifyRejected('signature invalid')
      if (
        !/^\d{1,12}$/.test(signed.timestamp) ||
        Math.abs(Date.now() / 1000 - Number(signed.timestamp)) > NOTIFY_WINDOW_SECONDS
      ) {
        throw new NotifyRejected('timestamp outside the accepted window')
      }
      let event: { event_type?: string; resource?: EncryptedResource }
      let trade: Transaction
      try {
        event = JSON.parse(request.body) as typeof event
        if (!event.resource) throw new Error('resource missing')
        trade = JSON.parse(decryptResource(event.resource, options.apiv3Key)) as Transaction
      } catch (error) {
        throw new NotifyRejected(`unreadable notification: ${error instanceof Error ? error.message : String(error)}`)
      }
      if (trade.mchid !== options.mchid || trade.appid !== options.appid)
        throw new NotifyRejected('mchid or appid is not ours')
      if (!trade.out_trade_no) throw new NotifyRejected('out_trade_no missing')
      const paid = event.event_type === 'TRANSACTION.SUCCESS' && trade.trade_state === 'SUCCESS'
      const amount = trade.amount?.total
      if (paid && (typeof amount !== 'number' || !Number.isSafeInteger(amount)))
        throw new NotifyRejected('amount missing')
      return {
        tradeNo: trade.out_trade_no,
        providerTradeNo: trade.transaction_id ?? null,
        amount: paid ? amount! : 0,
        paid,
        raw: JSON.stringify(trade),
      }
    },

    async query(tradeNo): Promise<TradeState> {
      const urlPath = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}?mchid=${encodeURIComponent(options.mchid)}`
      const answer = await call('GET', urlPath)
      if (answer.status === 404) return { paid: false, amount: 0, providerTradeNo: null }
      if (answer.status !== 200) throw failure(urlPath, answer)
      const trade = answer.body as Transaction
      const paid = trade.trade_state === 'SUCCESS' && trade.out_trade_no === tradeNo
      return { paid, amount: paid ? (trade.amount?.total ?? 0) : 0, providerTradeNo: trade.transaction_id ?? null }
    },

    async refund(payment, amount, refundNo, reason) {
      const urlPath = '/v3/refund/domestic/refunds'
      let answer: { status: number; body: Record<string, unknown> }
      try {
        answer = await call('POST', urlPath, {
          out_trade_no: payment.trade_no,
          out_refund_no: refundNo,
          reason: reason.slice(0, 80),
          amount: { refund: amount, total: payment.amount, currency: 'CNY' },
        })
      } catch (error) {
        if (error instanceof ProviderError) return { status: 'PENDING', reason: error.message }
        throw error
      }
      if (answer.status >= 500) return { status: 'PENDING', reason: `HTTP ${answer.status}` }
      if (answer.status !== 200)
        return {
          status: 'FAIL',
          reason: `${String(answer.body.code ?? answer.status)} ${String(answer.body.message ?? '')}`.trim(),
        }
      // PROCESSING settles later; resending the same out_refund_no answers its current status.
      const status = String(answer.body.status ?? '')
      if (status === 'SUCCESS') return { status: 'SUCCESS' }
      if (status === 'PROCESSING') return { status: 'PENDING', reason: 'PROCESSING' }
      return { status: 'FAIL', reason: status || 'unknown refund status' }
    },
  }
}
