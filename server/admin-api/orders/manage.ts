import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { cancelOrder } from '../../commerce/order/lifecycle.ts'
import { ORDER_STATUS_DESC } from '../../commerce/order/status.ts'
import { CANCEL_REASON_MAX, OPERATOR_REMARK_MAX } from '../../../schemas/api/admin/orders.ts'
import { OWN_SHOP } from '../../../schemas/api/admin/order-labels.ts'
import * as detailRepo from './detail-repo.ts'
import { requireCompanyOrder } from './service.ts'

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/

/** The shops an operator filters orders by: 自营 and the company's shops. */
export async function orderShops(db: Kysely<Database>, companyId: number) {
  const shops = await detailRepo.companyShops(db, companyId)
  return [{ ...OWN_SHOP }, ...shops.map((shop) => ({ value: String(shop.id), label: shop.name }))]
}

/** PUT orders/{order_id}/remark: the operator remark (trimmed; '' clears it). Answers before and after. */
export async function setOperatorRemark(
  db: Kysely<Database>,
  companyId: number,
  orderId: string,
  raw: string,
  at: number,
) {
  const order = await requireCompanyOrder(db, companyId, orderId)
  const remark = raw.trim()
  if ([...remark].length > OPERATOR_REMARK_MAX || CONTROL.test(remark)) throw fail('OPERATOR_REMARK_INVALID')
  await detailRepo.setOperatorRemark(db, order.order_id, remark, at)
  return { before: order.operator_remark, after: { order_id: order.order_id, operator_remark: remark } }
}

/**
 * POST orders/{order_id}/cancel: an unpaid order only, through the same cancellation as the unpaid
 * expiry (stock, coupon and points go back once, by whichever call flips the order). A paid order
 * — paid before or while this runs — is refused; a second cancel is told the order is cancelled.
 */
export async function cancelUnpaidOrder(db: Kysely<Database>, companyId: number, orderId: string, rawReason = '') {
  const reason = rawReason.trim()
  if (!reason) throw fail('CANCEL_REASON_REQUIRED')
  if ([...reason].length > CANCEL_REASON_MAX || CONTROL.test(reason)) throw fail('CANCEL_REASON_INVALID')
  const order = await requireCompanyOrder(db, companyId, orderId)
  if (order.status === 'CANCEL') throw fail('ORDER_ALREADY_CANCELLED')
  if (order.status !== 'NOTPAY') throw fail('ORDER_NOT_UNPAID')
  let result: Awaited<ReturnType<typeof cancelOrder>>
  try {
    result = await cancelOrder(db, null, order.order_id, `商家取消：${reason}`)
  } catch (error) {
    if (error instanceof AppError && error.code === 'ORDER_PAID') throw fail('ORDER_NOT_UNPAID')
    throw error
  }
  if (!result.changed) throw fail('ORDER_ALREADY_CANCELLED')
  return {
    order_id: result.order_id,
    status: result.status,
    status_desc: ORDER_STATUS_DESC.CANCEL,
    cancel_reason: result.cancel_reason,
  }
}
