import { Type, type Static } from '@sinclair/typebox'
import { AftersalesView } from '../aftersales.ts'
import { errorAnswers } from '../errors.ts'
import { Nullable } from '../fields.ts'
import { routeSchemas } from '../route.ts'

/** One after-sales application as the console's drawer shows it. */

const errors = errorAnswers('ADMIN_FORBIDDEN', 'AFTERSALES_NOT_FOUND', 'UNAUTHORIZED', 'VALIDATION')

const route = routeSchemas('admin-aftersales', errors)

const HistoryStep = Type.Object({
  key: Type.String(),
  title: Type.String(),
  time: Type.Integer(),
  /** 买家, the operator's name, or 系统. */
  actor: Type.String(),
  /** The refuse reason, the waybill … when the step has one. */
  note: Type.String(),
})

const RefundAttempt = Type.Object({
  refund_bn: Type.String(),
  refund_fee: Type.Integer(),
  /** READY (being sent; the refund-retry job sends it again) | SUCCESS | FAIL. */
  status: Type.String(),
  status_desc: Type.String(),
  created_at: Type.Integer(),
  refunded_at: Nullable(Type.Integer()),
  /** While READY: the earliest time the retry job sends it again (it runs every few minutes). */
  next_retry_at: Nullable(Type.Integer()),
})

export const OperatorAftersalesDetail = Type.Composite([
  AftersalesView,
  Type.Object({
    member_id: Type.Integer(),
    member_mobile: Type.String(),
    order_status_desc: Type.String(),
    order_total_fee: Type.Integer(),
    history: Type.Array(HistoryStep),
    refunds: Type.Array(RefundAttempt),
  }),
])
export type OperatorAftersalesDetail = Static<typeof OperatorAftersalesDetail>

export const aftersalesDetailSchema = route(OperatorAftersalesDetail, {
  summary: '运营：售后详情（申请、凭证、金额、处理记录与退款状态）',
  params: Type.Object({ aftersales_bn: Type.String({ maxLength: 32 }) }),
})
