import { randomBytes } from 'node:crypto'
import os from 'node:os'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { insertLease, renewLease } from './system-repo.ts'

export interface JobLease {
  /** The job's row in job_leases. */
  name: string
  /**
   * How long a claim holds. Longer than the job's interval, so the holder renews it on its next
   * run and keeps the job; when the holder stops, another instance takes over once it lapses.
   */
  ttlMs: number
}

/**
 * Claims job `name` for `holder` until `now + ttlMs` if the lease has lapsed or is the holder's
 * already. One conditional UPDATE decides, so of instances claiming at once exactly one wins: on
 * SQLite writes take turns, on PostgreSQL the second UPDATE waits for the first one's row lock
 * and then re-checks its condition against the claimed row. The row is made by the first claim.
 */
export async function claimLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  now: number,
  ttlMs: number,
): Promise<boolean> {
  if (await renewLease(db, name, holder, now, now + ttlMs)) return true
  return insertLease(db, name, holder, now + ttlMs)
}

/** Names this process's claims apart from every other instance's and from its other timers. */
export function leaseHolder(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
}

/**
 * `job` wrapped to run only while this caller holds `lease`: every instance ticks, one works.
 * Answers whether it ran. The job's own writes stay conditional, so even two runs racing (a
 * lease lapsing mid-run) change each row once.
 */
export function leased(db: Kysely<Database>, lease: JobLease, job: () => Promise<unknown>): () => Promise<boolean> {
  const holder = leaseHolder()
  return async () => {
    if (!(await claimLease(db, lease.name, holder, Date.now(), lease.ttlMs))) return false
    await job()
    return true
  }
}
