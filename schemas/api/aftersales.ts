import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { errorAnswers } from './errors.ts'
import { CompanyInput, Id, Nullable, OptionalCompanyId } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  'ACCOUNT_WRONG_CREDENTIALS',
  'AFTERSALES_ALL_APPLIED',
  'AFTERSALES_BN_REQUIRED',
  'AFTERSALES_DESCRIPTION_INVALID',
  'AFTERSALES_DESCRIPTION_TOO_LONG',
  'AFTERSALES_EXPIRED',
  'AFTERSALES_LINE_AMBIGUOUS',
  'AFTERSALES_LINE_DUPLICATE',
  'AFTERSALES_LINE_REQUIRED',
  'AFTERSALES_LINE_UNKNOWN',
  'AFTERSALES_NOT_CLOSABLE',
  'AFTERSALES_NOT_FOUND',
  'AFTERSALES_NOT_MODIFIABLE',
  'AFTERSALES_NOT_REFUNDABLE',
  'AFTERSALES_NOT_RETURNED',
  'AFTERSALES_NOT_REVIEWABLE',
  'AFTERSALES_NOT_SENDBACK',
  'AFTERSALES_NUM_EXCEEDED',
  'AFTERSALES_PICS_TOO_MANY',
  'AFTERSALES_PIC_INVALID',
  'UPLOAD_NOT_OWNED',
  'AFTERSALES_REASON_INVALID',
  'AFTERSALES_REASON_REQUIRED',
  'AFTERSALES_STATUS_CHANGED',
  'AFTERSALES_STATUS_INVALID',
  'AFTERSALES_TYPE_REQUIRED',
  'DELIVERY_CODE_INVALID',
  'DELIVERY_CODE_REQUIRED',
  'DELIVERY_CORP_INVALID',
  'DELIVERY_CORP_REQUIRED',
  'GOODS_NOT_SHIPPED',
  'OPERATOR_DISABLED',
  'ORDER_NOT_AFTERSALES',
  'ORDER_NOT_FOUND',
  'ORDER_STATUS_INVALID',
  'PASSWORD_REQUIRED',
  'REFUND_FAILED',
  'REFUND_IN_PROGRESS',
  'REFUND_RETRY',
  'REFUSE_REASON_INVALID',
  'REFUSE_REASON_REQUIRED',
  'UNAUTHORIZED',
  'USERNAME_REQUIRED',
  'VALIDATION',
)

const Bn = Type.String({ maxLength: 32 })
/** Quantities follow the quantity input's limits (spec 5). */
const Num = Type.Integer({ minimum: 1, maximum: 99999 })
export type AftersalesType = 'ONLY_REFUND' | 'REFUND_GOODS'
const AftersalesType = Type.Unsafe<AftersalesType>(Type.String({ enum: ['ONLY_REFUND', 'REFUND_GOODS'] }))
export type AftersalesStatus =
  | 'WAIT_SELLER_AGREE'
  | 'WAIT_BUYER_RETURN_GOODS'
  | 'WAIT_SELLER_CONFIRM_GOODS'
  | 'WAIT_REFUND'
  | 'REFUNDING'
  | 'REFUNDED'
  | 'SELLER_REFUSE'
  | 'CLOSED'
const AFTERSALES_STATUSES: AftersalesStatus[] = [
  'WAIT_SELLER_AGREE',
  'WAIT_BUYER_RETURN_GOODS',
  'WAIT_SELLER_CONFIRM_GOODS',
  'WAIT_REFUND',
  'REFUNDING',
  'REFUNDED',
  'SELLER_REFUSE',
  'CLOSED',
]
/** A plain string enum, so the answer serialiser writes it as text and the client gets the union type. */
const AftersalesStatus = Type.Unsafe<AftersalesStatus>(Type.String({ enum: AFTERSALES_STATUSES }))
/** Up to 3 photos the member uploaded (uploads/token, then uploads/storage); a list, repeated keys, or JSON text in form posts. */
const EvidencePics = Type.Array(Type.String({ maxLength: 500 }), { maxItems: 3 })

/** One line of an application: the order_items id (`id`), or item_id (and sku_id), and the units. */
const DetailLine = Type.Object({
  id: Type.Optional(Id),
  order_item_id: Type.Optional(Id),
  item_id: Type.Optional(Id),
  sku_id: Type.Optional(Id),
  num: Num,
})
export type DetailLine = Static<typeof DetailLine>

/**
 * What an application says, when made and when modified. Nothing about money: the refund is
 * computed by the server from what the line paid. The text lengths here only stop absurd input;
 * the service checks the real limits with its own messages.
 */
const applicationFields = {
  num: Type.Optional(Num),
  aftersales_type: Type.Optional(AftersalesType),
  reason: Type.Optional(Type.String({ maxLength: 100 })),
  /** At most 200 characters. */
  description: Type.Optional(Type.String({ maxLength: 1000 })),
  evidence_pic: Type.Optional(EvidencePics),
  company_id: OptionalCompanyId,
}

export const ApplyBody = Type.Object({
  order_id: Type.Optional(Type.String({ maxLength: 32 })),
  /** A list, or its JSON text in form posts. */
  detail: Type.Optional(Type.Array(DetailLine, { maxItems: 100 })),
  /** A single line without `detail`. */
  order_item_id: Type.Optional(Id),
  item_id: Type.Optional(Id),
  sku_id: Type.Optional(Id),
  ...applicationFields,
})
export type ApplyBody = Static<typeof ApplyBody>

export const ModifyBody = Type.Object({ aftersales_bn: Type.Optional(Bn), ...applicationFields })
export type ModifyBody = Static<typeof ModifyBody>

export const BnBody = CompanyInput({ aftersales_bn: Type.Optional(Bn) })
export type BnBody = Static<typeof BnBody>

export const SendbackBody = CompanyInput({
  aftersales_bn: Type.Optional(Bn),
  /** Carrier code (SF, YTO, ZTO, STO, YD, JD, EMS); corp_code is the ECShopX name. */
  corp_code: Type.Optional(Type.String({ maxLength: 20 })),
  delivery_corp: Type.Optional(Type.String({ maxLength: 20 })),
  /** Waybill number; logi_no is the ECShopX name. */
  logi_no: Type.Optional(Type.String({ maxLength: 64 })),
  delivery_code: Type.Optional(Type.String({ maxLength: 64 })),
})
export type SendbackBody = Static<typeof SendbackBody>

export const ListQuery = CompanyInput({
  ...PageQuery.properties,
  /** A status name, or open (being handled) | done (refunded) | all. */
  aftersales_status: Type.Optional(Type.String({ maxLength: 30 })),
  status: Type.Optional(Type.String({ maxLength: 30 })),
  aftersales_type: Type.Optional(AftersalesType),
  order_id: Type.Optional(Type.String({ maxLength: 32 })),
})
export type ListQuery = Static<typeof ListQuery>

export const InfoQuery = CompanyInput({ aftersales_bn: Type.Optional(Bn) })
export type InfoQuery = Static<typeof InfoQuery>

const Step = Type.Object({ key: Type.String(), title: Type.String(), time: Type.Integer() })

export const AftersalesView = Type.Object({
  aftersales_bn: Type.String(),
  order_id: Type.String(),
  order_item_id: Type.Integer(),
  item_id: Nullable(Type.Integer()),
  sku_id: Nullable(Type.Integer()),
  title: Type.String(),
  pic: Type.String(),
  spec_desc: Type.String(),
  price: Type.Integer(),
  /** Units bought on the line, and units in this application. */
  quantity: Type.Integer(),
  num: Type.Integer(),
  aftersales_type: AftersalesType,
  aftersales_type_desc: Type.String(),
  status: AftersalesStatus,
  status_desc: Type.String(),
  reason: Type.String(),
  description: Type.String(),
  evidence_pic: Type.Array(Type.String()),
  /** Cents refunded (or to be refunded): the goods' share plus refund_freight. */
  refund_fee: Type.Integer(),
  refund_freight: Type.Integer(),
  refund_point: Type.Integer(),
  refuse_reason: Nullable(Type.String()),
  sendback_corp: Nullable(Type.String()),
  sendback_code: Nullable(Type.String()),
  sendback_at: Nullable(Type.Integer()),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
  reviewed_at: Nullable(Type.Integer()),
  goods_received_at: Nullable(Type.Integer()),
  refunded_at: Nullable(Type.Integer()),
  closed_at: Nullable(Type.Integer()),
  can_modify: Type.Union([Type.Literal(0), Type.Literal(1)]),
  can_close: Type.Union([Type.Literal(0), Type.Literal(1)]),
  can_sendback: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** What happened so far, oldest first. */
  progress: Type.Array(Step),
})
export type AftersalesView = Static<typeof AftersalesView>

const Reasons = Type.Object({
  ONLY_REFUND: Type.Array(Type.String()),
  REFUND_GOODS: Type.Array(Type.String()),
  /** Every reason once, in the order shown. */
  list: Type.Array(Type.String()),
})
export type AftersalesReasons = Static<typeof Reasons>

const Applied = Type.Object({ aftersales_bn: Type.String(), list: Type.Array(AftersalesView) })
export type AftersalesApplied = Static<typeof Applied>

const route = routeSchemas('aftersales', errors)

export const reasonSchema = route(Reasons, {
  summary: '售后原因（按售后类型）',
  querystring: Type.Object({ company_id: OptionalCompanyId }),
})

export const applySchema = route(Applied, {
  summary: '申请售后（仅退款 / 退货退款；退款金额由服务端按实付金额计算）',
  body: ApplyBody,
})

export const listSchema = route(Paged(AftersalesView), { summary: '我的售后（新申请在前）', querystring: ListQuery })

export const infoSchema = route(AftersalesView, { summary: '售后详情', querystring: InfoQuery })

export const modifySchema = route(AftersalesView, { summary: '修改售后申请（商家审核前）', body: ModifyBody })

export const closeSchema = route(AftersalesView, {
  summary: '撤销售后申请（寄回商品前；释放可申请数量）',
  body: BnBody,
})

export const sendbackSchema = route(AftersalesView, {
  summary: '填写退货物流（退货退款审核通过后）',
  body: SendbackBody,
})
