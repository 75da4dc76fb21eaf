import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, sql, type MigrationProvider } from 'kysely'
import pg from 'pg'
import type { Database } from './types.ts'
import { dialectOf, type DialectName } from './dialect.ts'
import { migrations } from './migrations/index.ts'
import { preparingPool } from './pg-prepared.ts'
import { CapablePostgresDialect } from './postgres-dialect.ts'
import { ImmediateSqliteDialect } from './sqlite-dialect.ts'
import { cachingStatements } from './statement-cache.ts'

export type { DialectName } from './dialect.ts'

export interface DbHandle {
  db: Kysely<Database>
  dialect: DialectName
  destroy(): Promise<void>
}

export interface DbOptions {
  /** `postgres://…`; empty for SQLite. */
  databaseUrl: string
  /** SQLite file path (ignored for PostgreSQL). `:memory:` is allowed. */
  sqliteFile: string
  /** PostgreSQL schema to use (created when missing); lets test runs share one database. */
  pgSchema?: string
}

// int8 (count(*), bigint ids) arrives as a string from pg; every such value here fits a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10))
// numeric stays exact text in pg; we only store integers (cents), so parse it as a number too.
pg.types.setTypeParser(1700, (v) => Number(v))

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const schema = options.pgSchema
    if (schema) {
      if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`)
      const admin = new pg.Client({ connectionString: options.databaseUrl })
      await admin.connect()
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
      await admin.end()
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    })
    const db = new Kysely<Database>({ dialect: new CapablePostgresDialect({ pool: preparingPool(pool) }) })
    return { db, dialect: 'postgres', destroy: () => db.destroy() }
  }
  if (options.sqliteFile !== ':memory:') fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true })
  const sqlite = new SQLite(options.sqliteFile)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // WAL with NORMAL sync: no fsync per commit; a crashed process loses nothing, a power cut at most
  // the last commits, and the file is never corrupt.
  sqlite.pragma('synchronous = NORMAL')
  // 64 MB of page cache (the default is 2 MB), temporary b-trees in memory, and reads through mmap.
  sqlite.pragma('cache_size = -65536')
  sqlite.pragma('temp_store = MEMORY')
  sqlite.pragma('mmap_size = 268435456')
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cachingStatements(sqlite) }) })
  return { db, dialect: 'sqlite', destroy: () => db.destroy() }
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/**
 * Kysely looks for its bookkeeping tables in every PostgreSQL schema unless told which one, so a
 * fresh schema next to an already migrated one would be taken as migrated. Name the current one.
 */
async function migrationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!dialectOf(db).schemas) return undefined
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema
}

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrationTableSchema = await migrationSchema(db)
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
}
