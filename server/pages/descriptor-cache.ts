import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'

/**
 * Resolved descriptors for anonymous viewers, per app database, keyed by company and page.
 * Member descriptors carry the viewer's prices and coupon states and are never stored here.
 * Publishing any template clears its company: header, footer and home settings are part of
 * every descriptor.
 */
export class DescriptorCache<T> {
  private readonly entries = new Map<number, Map<string, T>>()

  get(companyId: number, pageKey: string): T | undefined {
    return this.entries.get(companyId)?.get(pageKey)
  }

  set(companyId: number, pageKey: string, value: T): void {
    let company = this.entries.get(companyId)
    if (!company) this.entries.set(companyId, (company = new Map()))
    company.set(pageKey, value)
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
