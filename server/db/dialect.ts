import { PostgresAdapter, SqliteAdapter, type QueryExecutor } from 'kysely'

export type DialectName = 'sqlite' | 'postgres'

/** A database, transaction or connection: anything that runs queries through the dialect's adapter. */
type OnDialect = { getExecutor(): QueryExecutor }

/**
 * What the database can do, by name, for the few places where the two dialects must be handled
 * apart. Code asks for a capability (`dialectOf(db).rowLocks`), never which product it talks to,
 * so the reason for each branch stays readable where it is taken.
 */
export interface DialectCapabilities {
  readonly name: DialectName
  /**
   * Write transactions run side by side, so one that decides a write from rows it read must lock
   * them (SELECT … FOR UPDATE). SQLite runs one write transaction at a time and has no row locks.
   */
  readonly rowLocks: boolean
  /**
   * One write transaction at a time, each commit waiting for the one before: writes that arrive
   * together share a transaction (group-commit.ts). PostgreSQL commits side by side.
   */
  readonly singleWriter: boolean
  /** Transaction-scoped locks on an arbitrary key (pg_advisory_xact_lock), for what is not a row. */
  readonly advisoryLocks: boolean
  /** Named schemas in one database (current_schema(), search_path); test runs each take one. */
  readonly schemas: boolean
  /** lower() folds the capitals of every script; SQLite's folds Latin letters only. */
  readonly unicodeLower: boolean
  /** Serial ids come from sequences, which rows inserted with explicit ids do not advance. */
  readonly idSequences: boolean
}

export const SQLITE: DialectCapabilities = {
  name: 'sqlite',
  rowLocks: false,
  singleWriter: true,
  advisoryLocks: false,
  schemas: false,
  unicodeLower: false,
  idSequences: false,
}

export const POSTGRES: DialectCapabilities = {
  name: 'postgres',
  rowLocks: true,
  singleWriter: false,
  advisoryLocks: true,
  schemas: true,
  unicodeLower: true,
  idSequences: true,
}

/** Kysely's SQLite adapter, naming its capabilities. */
export class SqliteCapabilitiesAdapter extends SqliteAdapter {
  readonly capabilities = SQLITE
}

/** Kysely's PostgreSQL adapter, naming its capabilities. */
export class PostgresCapabilitiesAdapter extends PostgresAdapter {
  readonly capabilities = POSTGRES
}

/**
 * The capabilities of the database behind `db` (a database, a transaction or a connection: they
 * share their dialect's adapter). Every database is opened by `openDatabase`, whose dialects
 * carry them; any other is a mistake worth failing loudly for.
 */
export function dialectOf(db: OnDialect): DialectCapabilities {
  const adapter = db.getExecutor().adapter
  if (!('capabilities' in adapter))
    throw new Error('the database was not opened by openDatabase: its dialect is unknown')
  return adapter.capabilities as DialectCapabilities
}

/** For SQL that is written per dialect as a whole (migrations, the seed's sequences). */
export function isPostgres(db: OnDialect): boolean {
  return dialectOf(db).name === 'postgres'
}
