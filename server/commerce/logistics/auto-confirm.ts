import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { AppError } from '../../lib/errors.ts'
import { every } from '../../lib/interval-job.ts'
import { OPEN_AFTERSALES } from '../aftersales/status.ts'
import { confirmReceipt } from '../order/service.ts'
import { shippedUnconfirmed } from './repo.ts'
import { now } from '../../../schemas/time.ts'

/** Days after shipping when an order the member has not confirmed is confirmed for them. */
export const AUTO_CONFIRM_DAYS = 10
const SWEEP_INTERVAL_MS = 10 * 60_000
const BATCH = 200

/**
 * Confirms receipt of orders shipped AUTO_CONFIRM_DAYS ago or more, as the member would (points
 * earned once, by confirmReceipt's conditional update). An order with an after-sales application
 * still open waits: the goods may be on their way back. Answers how many it confirmed.
 */
export async function sweepAutoConfirm(db: Kysely<Database>, now: number): Promise<number> {
  const due = await shippedUnconfirmed(db, now - AUTO_CONFIRM_DAYS * 24 * 3600, OPEN_AFTERSALES, BATCH)
  let confirmed = 0
  for (const { order_id } of due) {
    try {
      if ((await confirmReceipt(db, null, order_id, now)).changed) confirmed += 1
    } catch (error) {
      // Changed by someone else meanwhile: nothing left to do for this order.
      if (!(error instanceof AppError)) throw error
    }
  }
  return confirmed
}

/** Runs the sweep every ten minutes until stopped; a failed sweep is logged and retried next time. */
export function startAutoConfirm(
  db: Kysely<Database>,
  log: { error: (obj: unknown, msg: string) => void },
): () => void {
  return every(
    SWEEP_INTERVAL_MS,
    () => sweepAutoConfirm(db, now()),
    (error) => log.error({ err: error }, 'auto-confirm sweep failed'),
  )
}
