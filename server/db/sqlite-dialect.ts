import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely'

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

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig

  constructor(settings: SqliteDialectConfig) {
    super(settings)
    this.#settings = settings
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#settings)
  }
}
