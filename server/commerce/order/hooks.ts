import type { Kysely, Transaction } from 'kysely'
import type { AftersalesStatus, Database, Order } from '../../db/types.ts'
import type { LogisticsSummary } from '../../../schemas/api/order.ts'

/**
 * What ORDER needs from the modules built on it. Orders are read and changed by checkout,
 * payment, logistics and after-sales, so none of those may be imported here; where an order's
 * lifecycle or views need them — cancelling a paid order refunds it through payment, lists show
 * 售后中 by after-sales' rules, the detail shows the parcel — they are reached through these
 * hooks, which the app installs once at start-up (commerce/order-hooks.ts).
 */

/** After-sales' status rules, as order lists, views, cancel and delete read them. */
export interface AftersalesRules {
  /** Still being handled: the order shows 售后中. */
  open: readonly AftersalesStatus[]
  /** Not withdrawn or refused: money may be on its way back. */
  live: readonly AftersalesStatus[]
  /** Whether the order takes after-sales applications at `now`, given the shop's after-sales window in days. */
  takesAftersales(order: Pick<Order, 'status' | 'order_type' | 'finished_at'>, now: number, windowDays: number): boolean
}

/** PAYMENT's refund, as cancelling a paid order calls it. */
export type RefundFn = (
  db: Kysely<Database>,
  input: { order_id: string; amount: number; reason: string },
) => Promise<unknown>

export interface OrderHooks {
  /** What the order's payments took less what is refunded or on its way back, read in the cancel's transaction. */
  refundableAmount(trx: Transaction<Database>, orderId: string): Promise<number>
  /** The refund a member's cancel of a paid order goes through. */
  refund: RefundFn
  aftersales: AftersalesRules
  /** The latest shipment's state for the order detail; null before shipping. */
  logisticsSummary(
    db: Kysely<Database>,
    order: Pick<Order, 'order_id' | 'distributor_id' | 'receiver_city' | 'receiver_county'>,
    now: number,
  ): Promise<LogisticsSummary | null>
}

let installed: OrderHooks | undefined

/** Called once by the app's composition before any order is read or changed. */
export function installOrderHooks(hooks: OrderHooks): void {
  installed = hooks
}

export function orderHooks(): OrderHooks {
  if (!installed) throw new Error('order hooks are not installed: register commerceRoutes first')
  return installed
}
