import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { findByBn } from '../../commerce/aftersales/repo.ts'
import { toAftersalesView } from '../../commerce/aftersales/view.ts'
import { ORDER_STATUS_DESC } from '../../commerce/order/status.ts'
import { RETRY_AFTER_SECONDS, RETRY_INTERVAL_MS } from '../../commerce/payment/refund-retry.ts'
import { refundStatusLabel } from '../../../schemas/api/admin/order-labels.ts'
import type { OperatorAftersalesDetail } from '../../../schemas/api/admin/aftersales.ts'
import { requireCompanyAftersales } from '../orders/service.ts'
import * as repo from './detail-repo.ts'

/** The audit actions of each operator step (the routes' recordAudit). */
const STEP_ACTIONS: Record<string, readonly string[]> = {
  reviewed: ['同意售后', '驳回售后'],
  goods_received: ['确认收货'],
  refunded: ['售后退款'],
}
const MEMBER_STEPS = new Set(['applied', 'sendback', 'closed'])
const RETRY_INTERVAL_SECONDS = RETRY_INTERVAL_MS / 1000

/** When the retry job sends a READY refund again at the earliest: past its grace time, on its next run. */
function nextRetryAt(createdAt: number, at: number): number {
  const due = createdAt + RETRY_AFTER_SECONDS
  return due > at ? due : at + RETRY_INTERVAL_SECONDS - ((at - due) % RETRY_INTERVAL_SECONDS)
}

/** GET aftersales/{bn} (console): the application with who did each step and where its refund stands. */
export async function operatorAftersalesDetail(
  db: Kysely<Database>,
  companyId: number,
  bn: string,
  at: number,
): Promise<OperatorAftersalesDetail> {
  await requireCompanyAftersales(db, companyId, bn)
  const row = await findByBn(db, bn)
  if (!row) throw fail('AFTERSALES_NOT_FOUND')
  const view = toAftersalesView(row)
  const [refunds, audit, order] = await Promise.all([
    repo.refundsOf(db, row.id),
    repo.auditOf(db, companyId, bn),
    repo.orderAndMember(db, row.order_id),
  ])
  const history = view.progress.map((step) => {
    const entry = audit.find((item) => STEP_ACTIONS[step.key]?.includes(item.action))
    const note =
      step.key === 'reviewed'
        ? (view.refuse_reason ?? '')
        : step.key === 'sendback'
          ? [view.sendback_corp, view.sendback_code].filter(Boolean).join(' ')
          : ''
    return {
      ...step,
      actor: MEMBER_STEPS.has(step.key) ? '买家' : (entry?.operator_name ?? '系统'),
      note,
    }
  })
  return {
    ...view,
    member_id: row.member_id,
    member_mobile: order?.mobile ?? '',
    order_status_desc: order ? ORDER_STATUS_DESC[order.status] : '',
    order_total_fee: order?.total_fee ?? 0,
    history,
    refunds: refunds.map((refund) => ({
      refund_bn: refund.refund_bn,
      refund_fee: refund.refund_fee,
      status: refund.status,
      status_desc: refundStatusLabel(refund.status),
      created_at: refund.created_at,
      refunded_at: refund.refunded_at,
      next_retry_at: refund.status === 'READY' ? nextRetryAt(refund.created_at, at) : null,
    })),
  }
}
