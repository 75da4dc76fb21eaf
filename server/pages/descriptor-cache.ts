import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { contentWatch } from '../lib/content-version.ts'
import { perDatabase } from '../lib/per-database.ts'

/**
 * A minute keeps guests' pages close to live stock and prices between changes, while a busy
 * home page is resolved at most once a minute.
 */
export const DESCRIPTOR_TTL_MS = 60_000

interface Entry<T> {
  value: T
  version: number
  expiresAt: number
}

/**
 * Resolved descriptors for anonymous viewers, per app database, keyed by company and page.
 * Member descriptors carry the viewer's coupon states and are never stored here.
 * An entry is served only while the content version it was stored at is current: a publish or
 * catalogue change (see server/lib/content-version.ts) retires every entry at once.
 */
export class DescriptorCache<T> {
  private readonly entries = new Map<number, Map<string, Entry<T>>>()

  constructor(
    private readonly version: () => number,
    private readonly clock: () => number = Date.now,
  ) {}

  get(companyId: number, pageKey: string): T | undefined {
    const entry = this.entries.get(companyId)?.get(pageKey)
    if (!entry) return undefined
    if (entry.expiresAt > this.clock() && entry.version === this.version()) return entry.value
    this.entries.get(companyId)?.delete(pageKey)
    return undefined
  }

  /** Stores `value` as built at content version `version` (read before building it). */
  set(companyId: number, pageKey: string, value: T, version = this.version()): void {
    if (version === 0) return
    let company = this.entries.get(companyId)
    if (!company) {
      company = new Map()
      this.entries.set(companyId, company)
    }
    company.set(pageKey, { value, version, expiresAt: this.clock() + DESCRIPTOR_TTL_MS })
  }
}

const caches = perDatabase((db) => {
  const watch = contentWatch(db)
  return new DescriptorCache<unknown>(() => watch.version)
})

export function descriptorCache<T>(db: Kysely<Database>): DescriptorCache<T> {
  return caches(db) as DescriptorCache<T>
}
