import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'

/**
 * One value per app, keyed by its database and made on first use: what an app's caches and
 * registries are, reachable from any plugin without a module-wide singleton (tests' apps keep
 * theirs apart).
 */
export function perDatabase<T>(create: (db: Kysely<Database>) => T): (db: Kysely<Database>) => T {
  const values = new WeakMap<Kysely<Database>, T>()
  return (db) => {
    if (values.has(db)) return values.get(db) as T
    const value = create(db)
    values.set(db, value)
    return value
  }
}
