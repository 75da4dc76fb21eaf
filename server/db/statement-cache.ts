import type SQLite from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/**
 * The better-sqlite3 database as kysely's SqliteDialect sees it, preparing each distinct SQL text
 * once. Kysely prepares every query it runs, and compiling the SQL costs more than running most
 * of the short queries a request makes. Sharing a statement is safe: kysely runs one query at a
 * time on its single SQLite connection, and each runs to completion before the next starts (a
 * statement still being iterated is busy, and then a fresh one is prepared). SQLite re-prepares
 * a cached statement by itself when a migration changes the schema.
 */
export function cachingStatements(sqlite: SQLite.Database, capacity = 1000): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      const cached = statements.get(sql)
      if (cached && !cached.busy) return cached
      // Texts vary only with the length of `in (…)` lists; past the cap, start over rather than grow.
      if (statements.size >= capacity) statements.clear()
      const statement = sqlite.prepare(sql)
      statements.set(sql, statement)
      return statement
    },
  }
}
