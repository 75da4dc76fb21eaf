import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely'
import { SqliteCapabilitiesAdapter } from './dialect.ts'

/**
 * Kysely's SQLite driver, starting every transaction with BEGIN IMMEDIATE: the write lock is taken
 * (or waited for, busy_timeout) at the start. A deferred transaction that reads first and writes
 * later fails at once with SQLITE_BUSY when another process (WORKERS mode shares the file) wrote
 * in between, instead of waiting its turn.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

/** SQLite as the app opens it: immediate transactions, and an adapter naming its capabilities (dialect.ts). */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig

  constructor(settings: SqliteDialectConfig) {
    super(settings)
    this.#settings = settings
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#settings)
  }

  override createAdapter(): DialectAdapter {
    return new SqliteCapabilitiesAdapter()
  }
}
