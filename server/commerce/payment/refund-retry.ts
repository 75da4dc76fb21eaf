import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { every } from '../../lib/interval-job.ts'
import { leased, type JobLease } from '../../lib/job-lease.ts'
import type { PaymentProviders } from './registry.ts'
import { settleRefund } from './refund.ts'
import { readyRefundsCreatedBy } from './repo.ts'
import { now } from '../../../schemas/time.ts'

/** How often READY refunds are sent again, in milliseconds. */
export const RETRY_INTERVAL_MS = 5 * 60_000
/** A refund younger than this is still being sent by the request that made it. */
export const RETRY_AFTER_SECONDS = 120
/** Refunds retried per run at most; the next run takes the rest. */
const BATCH = 50

/**
 * Sends every refund still READY (the provider did not answer for sure) again with the same
 * refund number, oldest first, and answers how many are settled now. One refund's error does not
 * stop the others; it stays READY for the next run.
 */
export async function retryPendingRefunds(
  db: Kysely<Database>,
  now: number,
  providers?: PaymentProviders,
  onError: (error: unknown, refundBn: string) => void = () => {},
): Promise<number> {
  const due = await readyRefundsCreatedBy(db, now - RETRY_AFTER_SECONDS, BATCH)
  let settled = 0
  for (const { refund_bn } of due) {
    try {
      const line = await settleRefund(db, refund_bn, providers)
      if (line.status !== 'READY') settled += 1
    } catch (error) {
      onError(error, refund_bn)
    }
  }
  return settled
}

/** The retries' lease: one instance retries per period, another takes over two periods after it stops. */
export const RETRY_LEASE: JobLease = { name: 'refund-retry', ttlMs: 2 * RETRY_INTERVAL_MS }

/** Retries READY refunds every five minutes until stopped, in one instance at a time. */
export function startRefundRetrier(
  db: Kysely<Database>,
  log: { error: (obj: unknown, msg: string) => void },
): () => void {
  const onError = (error: unknown, refundBn?: string) =>
    log.error({ err: error, refund_bn: refundBn }, 'refund retry failed')
  const retry = leased(db, RETRY_LEASE, () => retryPendingRefunds(db, now(), undefined, onError))
  return every(RETRY_INTERVAL_MS, retry, onError)
}
