import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'

/**
 * A minute keeps guests' pages close to live stock and prices between publishes, while a busy
 * home page is resolved at most once a minute.
 */
export const DESCRIPTOR_TTL_MS = 60_000

interface Entry<T> {
  value: T
  expiresAt: number
}

/**
 * Resolved descriptors for anonymous viewers, per app database, keyed by company and page.
 * Member descriptors carry the viewer's prices and coupon states and are never stored here.
 * Publishing any template clears its company: header, footer and home settings are part of
 * every descriptor.
 */
export class DescriptorCache<T> {
  private readonly entries = new Map<number, Map<string, Entry<T>>>()

  constructor(private readonly clock: () => number = Date.now) {}

  get(companyId: number, pageKey: string): T | undefined {
    const entry = this.entries.get(companyId)?.get(pageKey)
    if (!entry) return undefined
    if (entry.expiresAt > this.clock()) return entry.value
    this.entries.get(companyId)?.delete(pageKey)
    return undefined
  }

  set(companyId: number, pageKey: string, value: T): void {
    let company = this.entries.get(companyId)
    if (!company) this.entries.set(companyId, (company = new Map()))
    company.set(pageKey, { value, expiresAt: this.clock() + DESCRIPTOR_TTL_MS })
  }

  invalidate(companyId: number): void {
    this.entries.delete(companyId)
  }
}

const caches = new WeakMap<Kysely<Database>, DescriptorCache<unknown>>()

export function descriptorCache<T>(db: Kysely<Database>): DescriptorCache<T> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new DescriptorCache<unknown>()))
  return cache as DescriptorCache<T>
}
