/** The app's own bookkeeping: the content version the page caches compare, background jobs' leases. */

/** Moved by triggers whenever something guests' pages show changes (the page caches compare it). */
export interface ContentVersionTable {
  id: number
  version: number
}

/** Who runs a background job (order expiry, refund retries) until when; see server/lib/job-lease.ts. */
export interface JobLeasesTable {
  name: string
  holder: string
  /** Unix milliseconds; the lease is free from then on. */
  expires_at: number
}

/** The tables of this area, as they appear in `Database`. */
export interface SystemTables {
  content_version: ContentVersionTable
  job_leases: JobLeasesTable
}
