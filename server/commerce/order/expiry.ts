import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { AppError } from '../../lib/errors.ts'
import { every } from '../../lib/interval-job.ts'
import { leased, type JobLease } from '../../lib/job-lease.ts'
import { expireTickets } from '../goods/repo/seckill-stock.ts'
import { cancelOrder } from './lifecycle.ts'
import { unpaidPastDeadline } from './repo/orders.ts'
import { now } from '../../../schemas/time.ts'

export const EXPIRED_REASON = '超时未支付，订单自动取消'
/** How often the app sweeps, in milliseconds. */
export const SWEEP_INTERVAL_MS = 60_000
/** Orders cancelled per sweep at most; the next sweep takes the rest. */
const BATCH = 200

/**
 * Cancels unpaid orders past expires_at, releasing their stock, coupon and points (each exactly
 * once: cancelOrder only releases when its own conditional update flipped the order), and marks
 * unused seckill tickets past their time expired. Answers how many orders it cancelled.
 */
export async function sweepExpiredOrders(db: Kysely<Database>, now: number): Promise<number> {
  const due = await unpaidPastDeadline(db, now, BATCH)
  let cancelled = 0
  for (const { order_id } of due) {
    try {
      const result = await cancelOrder(db, null, order_id, EXPIRED_REASON)
      if (result.changed) cancelled += 1
    } catch (error) {
      // Paid or cancelled by someone else in the meantime: nothing left for the sweep to do.
      if (!(error instanceof AppError)) throw error
    }
  }
  await expireTickets(db, now)
  return cancelled
}

/** The sweep's lease: one instance sweeps per minute, another takes over two minutes after it stops. */
export const EXPIRY_LEASE: JobLease = { name: 'order-expiry', ttlMs: 2 * SWEEP_INTERVAL_MS }

/** One instance's sweep: it runs only while this instance holds the lease; answers whether it ran. */
export function leasedExpirySweep(db: Kysely<Database>): () => Promise<boolean> {
  return leased(db, EXPIRY_LEASE, () => sweepExpiredOrders(db, now()))
}

/** Runs the sweep every minute until stopped; a failed sweep is logged and retried next time. */
export function startExpirySweeper(
  db: Kysely<Database>,
  log: { error: (obj: unknown, msg: string) => void },
): () => void {
  return every(SWEEP_INTERVAL_MS, leasedExpirySweep(db), (error) =>
    log.error({ err: error }, 'order expiry sweep failed'),
  )
}
