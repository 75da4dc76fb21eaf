import type { KeyObject } from 'node:crypto'
import type { AlipayConfig } from '../../config.ts'
import { beijingTime, responseContent, rsa2Verify, signRequest, verifyCallback, type Params } from './alipay-sign.ts'
import { privateKeyFrom, publicKeyFrom } from './keys.ts'
import {
  NotifyRejected,
  ProviderError,
  centsOf,
  send,
  yuan,
  type PaymentNotice,
  type PaymentProvider,
  type TradeState,
} from './provider.ts'
import { now } from '../../../schemas/time.ts'

/**
 * 支付宝 through the open-API gateway: computer-site pay (alipay.trade.page.pay) and mobile-site
 * pay (alipay.trade.wap.pay) send the browser to a signed gateway URL; alipay.trade.query and
 * alipay.trade.refund are signed server calls whose answers are verified with Alipay's key.
 */

export interface AlipayOptions extends AlipayConfig {
  /** The HTTP client for gateway calls (tests pass a fake gateway). */
  fetch?: typeof fetch
}

const PAID_STATES = ['TRADE_SUCCESS', 'TRADE_FINISHED']

export interface AlipayProvider extends PaymentProvider {
  /** Checks the signed parameters Alipay appends to the return URL; answers our trade_no. */
  verifyReturn(params: Params): string
}

export function alipayProvider(options: AlipayOptions): AlipayProvider {
  const privateKey: KeyObject = privateKeyFrom(options.privateKey, 'ALIPAY_PRIVATE_KEY')
  const publicKey: KeyObject = publicKeyFrom(options.publicKey, 'ALIPAY_PUBLIC_KEY')
  const fetcher = options.fetch ?? fetch

  const common = (method: string) => ({
    app_id: options.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: beijingTime(now()),
    version: '1.0',
  })

  /** A signed gateway call; answers the verified `<method>_response` object. */
  async function call(method: string, biz: Record<string, string>): Promise<Record<string, string | undefined>> {
    const params = signRequest({ ...common(method), biz_content: JSON.stringify(biz) }, privateKey)
    const answer = await send(fetcher, options.gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    })
    const found = responseContent(answer.text, method)
    if (!found) throw new ProviderError(`${method}: unreadable answer (HTTP ${answer.status})`)
    if (!found.sign || !rsa2Verify(found.content, found.sign, publicKey))
      throw new ProviderError(`${method}: answer signature invalid`)
    return JSON.parse(found.content) as Record<string, string | undefined>
  }

  function checkCallback(params: Params): void {
    if (!verifyCallback(params, publicKey)) throw new NotifyRejected('signature invalid')
    if (params.app_id !== options.appId) throw new NotifyRejected(`app_id ${params.app_id ?? ''} is not ours`)
    if (!params.out_trade_no) throw new NotifyRejected('out_trade_no missing')
  }

  return {
    payType: 'alipay',
    name: '支付宝',
    channels: ['pc', 'wap'],
    defaultChannel: { pc: 'pc', h5: 'wap' },

    async createPayment(order, payment, context) {
      const wap = context.channel === 'wap'
      const biz: Record<string, string> = {
        out_trade_no: payment.trade_no,
        total_amount: yuan(payment.amount),
        subject: order.subject,
        product_code: wap ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
      }
      // Alipay closes its trade when our order would be cancelled, so it cannot be paid after.
      if (order.expires_at !== null) biz.time_expire = beijingTime(order.expires_at)
      if (wap) biz.quit_url = context.returnUrl
      const method = wap ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay'
      const params = signRequest(
        {
          ...common(method),
          notify_url: context.notifyUrl,
          return_url: context.returnUrl,
          biz_content: JSON.stringify(biz),
        },
        privateKey,
      )
      const url = new URL(options.gateway)
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
      return { pay_url: url.toString() }
    },

    verifyNotify(request): PaymentNotice {
      const params = Object.fromEntries(new URLSearchParams(request.body))
      checkCallback(params)
      const amount = centsOf(params.total_amount)
      if (amount === null) throw new NotifyRejected(`total_amount ${params.total_amount ?? ''} unreadable`)
      return {
        tradeNo: params.out_trade_no!,
        providerTradeNo: params.trade_no ?? null,
        amount,
        paid: PAID_STATES.includes(params.trade_status ?? ''),
        raw: request.body,
      }
    },

    verifyReturn(params) {
      checkCallback(params)
      return params.out_trade_no!
    },

    async query(tradeNo): Promise<TradeState> {
      const answer = await call('alipay.trade.query', { out_trade_no: tradeNo })
      if (answer.code === '40004' && answer.sub_code === 'ACQ.TRADE_NOT_EXIST')
        return { paid: false, amount: 0, providerTradeNo: null }
      if (answer.code !== '10000')
        throw new ProviderError(
          `alipay.trade.query: ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? answer.msg ?? ''}`,
        )
      const paid = PAID_STATES.includes(answer.trade_status ?? '')
      return { paid, amount: paid ? (centsOf(answer.total_amount) ?? 0) : 0, providerTradeNo: answer.trade_no ?? null }
    },

    async refund(payment, amount, refundNo, reason) {
      let answer: Record<string, string | undefined>
      try {
        answer = await call('alipay.trade.refund', {
          out_trade_no: payment.trade_no,
          refund_amount: yuan(amount),
          out_request_no: refundNo,
          refund_reason: reason.slice(0, 256),
        })
      } catch (error) {
        if (error instanceof ProviderError) return { status: 'PENDING', reason: error.message }
        throw error
      }
      // A repeated out_request_no answers 10000 for the refund already made, so a retry is safe.
      if (answer.code === '10000') return { status: 'SUCCESS' }
      // 20000: the gateway was busy; the refund may or may not have happened.
      if (answer.code === '20000')
        return { status: 'PENDING', reason: `${answer.sub_code ?? ''} ${answer.sub_msg ?? ''}`.trim() }
      return {
        status: 'FAIL',
        reason: `${answer.code ?? ''} ${answer.sub_code ?? ''} ${answer.sub_msg ?? answer.msg ?? ''}`.trim(),
      }
    },
  }
}
