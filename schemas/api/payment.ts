import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { OrderStatusText as OrderStatus } from './order.ts'
import { errorAnswers } from './errors.ts'
import { CompanyInput, Nullable, OptionalCompanyId } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  'ALIPAY_DISABLED',
  'ALIPAY_RETURN_INVALID',
  'AMOUNT_MISMATCH',
  'MISSING_PARAMETER',
  'NOT_FOUND',
  'ORDER_CHANGED_REFUNDED',
  'ORDER_EXPIRED',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_PAYABLE',
  'PAYMENT_GATEWAY_ERROR',
  'PAYMENT_NOT_FOUND',
  'PAY_CHANNEL_UNSUPPORTED',
  'PAY_TYPE_UNSUPPORTED',
  'POINT_ORDER_PAY_IN_POINTS',
  'POINT_ORDER_POINTS_FIRST',
  'REFUND_AMOUNT_INVALID',
  'REFUND_EXCEEDS_PAID',
  'REFUND_NOT_FOUND',
  'RETURN_URL_INVALID',
  'UNAUTHORIZED',
  'VALIDATION',
  'WECHAT_OPENID_REQUIRED',
)

const OrderId = Type.String({ minLength: 1, maxLength: 32 })
const TradeNo = Type.String({ minLength: 1, maxLength: 64 })
/** pc/wap: Alipay page and mobile pay; native/h5/jsapi: WeChat QR, mobile browser and in-WeChat pay. */
export type PayChannel = 'pc' | 'wap' | 'native' | 'h5' | 'jsapi'
export const PAY_CHANNELS: readonly PayChannel[] = ['pc', 'wap', 'native', 'h5', 'jsapi']

const Channel = Type.Union(PAY_CHANNELS.map((channel) => Type.Literal(channel)))
const Platform = Type.Union([Type.Literal('pc'), Type.Literal('h5')])
const PayStatus = Type.Union([Type.Literal('NOTPAY'), Type.Literal('SUCCESS'), Type.Literal('CLOSED')])
export type PayStatus = Static<typeof PayStatus>

// ─── GET trade/payment/list ──────────────────────────────────────────────────────────────────

export const PayTypeListQuery = CompanyInput({
  /** Accepted as the storefront sends it; every order is offered the same methods. */
  order_id: Type.Optional(OrderId),
  /** Which storefront asks: picks each method's pay_channel (default pc). */
  platform: Type.Optional(Platform),
})
export type PayTypeListQuery = Static<typeof PayTypeListQuery>

const PayType = Type.Object({
  pay_type: Type.String(),
  pay_name: Type.String(),
  pay_type_code: Type.String(),
  pay_type_name: Type.String(),
  /** The channel to use on the asking platform. */
  pay_channel: Channel,
  pay_channels: Type.Array(Channel),
})
export type PayType = Static<typeof PayType>

const route = routeSchemas('payment', errors)

export const payTypeListSchema = route(Type.Array(PayType), {
  summary: '收银台可用的支付方式',
  querystring: PayTypeListQuery,
})

// ─── POST payment ────────────────────────────────────────────────────────────────────────────

export const PayBody = CompanyInput({
  order_id: OrderId,
  /** testpay | alipay | wxpay (only enabled ones). */
  pay_type: Type.String({ minLength: 1, maxLength: 32 }),
  /** pc | wap (支付宝), native | h5 | jsapi (微信支付); empty or left out: the method's PC channel. */
  pay_channel: Type.Optional(Type.Union([Channel, Type.Literal('')])),
  /** A path of this site to return to after paying (default /finish/result). */
  return_url: Type.Optional(Type.String({ maxLength: 500 })),
})
export type PayBody = Static<typeof PayBody>

const paymentFields = {
  order_id: Type.String(),
  /** Our payment number (out_trade_no at the provider). */
  trade_no: Type.String(),
  pay_type: Type.String(),
  pay_name: Type.String(),
  /** Cents, the order's total as the server holds it. */
  total_fee: Type.Integer(),
  pay_status: PayStatus,
  paid_at: Nullable(Type.Integer()),
}

const PayResult = Type.Object({
  ...paymentFields,
  pay_channel: Channel,
  /** 支付宝: send the browser here. */
  pay_url: Type.Optional(Type.String()),
  /** 微信 Native: the code and it drawn as a PNG data URL. */
  code_url: Type.Optional(Type.String()),
  qrcode: Type.Optional(Type.String()),
  /** 微信 H5: open in the mobile browser. */
  h5_url: Type.Optional(Type.String()),
  /** 微信 JSAPI: arguments for WeixinJSBridge getBrandWCPayRequest. */
  jsapi: Type.Optional(
    Type.Object({
      appId: Type.String(),
      timeStamp: Type.String(),
      nonceStr: Type.String(),
      package: Type.String(),
      signType: Type.String(),
      paySign: Type.String(),
    }),
  ),
})
export type PaymentStart = Static<typeof PayResult>

export const paySchema = route(PayResult, {
  summary: '发起支付：生成支付单并返回收银台所需参数（模拟支付立即完成）',
  body: PayBody,
})

// ─── payment status ──────────────────────────────────────────────────────────────────────────

const PaymentStatusView = Type.Object({ ...paymentFields, order_status: Type.Union([OrderStatus, Type.Null()]) })
export type PaymentState = Static<typeof PaymentStatusView>

export const TradeNoParams = Type.Object({ trade_no: TradeNo })
export type TradeNoParams = Static<typeof TradeNoParams>
export const CompanyQuery = Type.Object({ company_id: OptionalCompanyId })

export const paymentStatusSchema = route(PaymentStatusView, {
  summary: '支付单状态（收银台轮询）',
  params: TradeNoParams,
  querystring: CompanyQuery,
})

export const FinishInput = CompanyInput({
  trade_no: Type.Optional(TradeNo),
  /** Without trade_no: the order's successful payment, else its newest. */
  order_id: Type.Optional(OrderId),
})
export type FinishInput = Static<typeof FinishInput>

export const finishQuerySchema = route(PaymentStatusView, {
  summary: '支付结果确认（旧接口 trade.payment.finish）',
  querystring: FinishInput,
})

export const finishBodySchema = route(PaymentStatusView, { summary: finishQuerySchema.summary, body: FinishInput })

export const TradeListQuery = CompanyInput({
  ...PageQuery.properties,
  order_id: Type.Optional(OrderId),
})
export type TradeListQuery = Static<typeof TradeListQuery>

export const tradeListSchema = route(Paged(Type.Object(paymentFields)), {
  summary: '我的支付单（旧接口 payment.tradeList）',
  querystring: TradeListQuery,
})

// ─── 支付宝 return page ──────────────────────────────────────────────────────────────────────

const ReturnField = Type.Optional(Type.String({ maxLength: 1024 }))

/** What Alipay appends to the return URL; the signature is checked over the query exactly as sent. */
export const AlipayResultQuery = Type.Object({
  out_trade_no: ReturnField,
  trade_no: ReturnField,
  total_amount: ReturnField,
  app_id: ReturnField,
  auth_app_id: ReturnField,
  seller_id: ReturnField,
  method: ReturnField,
  charset: ReturnField,
  version: ReturnField,
  timestamp: ReturnField,
  sign_type: ReturnField,
  sign: ReturnField,
  /** Unsigned look-up by a signed-in member. */
  order_id: Type.Optional(OrderId),
})

const AlipayResult = Type.Object({ status: PayStatus, ...PaymentStatusView.properties })
export type AlipayResult = Static<typeof AlipayResult>

export const alipayResultSchema = route(AlipayResult, {
  summary: '支付宝支付完成返回页：校验返回参数并确认支付结果（不带 company_id）',
  querystring: AlipayResultQuery,
})

// ─── provider notifications ──────────────────────────────────────────────────────────────────

export const alipayNotifySchema = {
  summary: '支付宝异步通知（表单提交，RSA2 验签）；应答 success 或 failure',
  tags: ['payment'],
  response: { 200: Type.String(), 400: Type.String() },
}

export const wechatNotifySchema = {
  summary: '微信支付 APIv3 异步通知（验签并解密 resource）；成功应答 204',
  tags: ['payment'],
  response: { 204: Type.Null(), 400: Type.Object({ code: Type.String(), message: Type.String() }) },
}
