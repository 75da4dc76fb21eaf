import { sql, type CreateTableBuilder, type Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

// Migrations and the seed write some SQL per dialect as a whole.
export { isPostgres }

type Table = CreateTableBuilder<any, any>
export type AddColumns = (t: Table) => Table
type OnDelete = 'cascade' | 'restrict' | 'set null'
type ColumnBuilder = Parameters<Table['addColumn']>[2]

/** A builder that adds one column of the same kind per name, in the order given. */
const columnsOf =
  (type: 'integer' | 'text' | 'bigint', build?: ColumnBuilder) =>
  (...names: string[]): AddColumns =>
  (t) =>
    names.reduce((table, name) => table.addColumn(name, type, build), t)

export type SchemaKit = ReturnType<typeof schemaKit>

/**
 * Column builders used with `createTable(...).$call(...)` that hide the few differences between
 * SQLite and PostgreSQL: auto-increment ids, the "now" default and literal lists in CHECKs.
 * Every column is NOT NULL unless its builder says nullable.
 */
export function schemaKit(db: Kysely<any>) {
  const pg = isPostgres(db)
  const now = pg ? sql`(extract(epoch from now())::bigint)` : sql`(cast(strftime('%s', 'now') as integer))`
  const literalList = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql.lit(v)))

  const id: AddColumns = (t) =>
    t.addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))

  return {
    id,
    /** A new table whose first column is the auto-increment id. */
    table: (name: string) => db.schema.createTable(name).$call(id),
    /** Non-negative integer with a default (counters, stock, sort keys that must stay ≥ 0). */
    count:
      (name: string, defaultValue = 0): AddColumns =>
      (t) =>
        t.addColumn(name, 'integer', (c) =>
          c
            .notNull()
            .defaultTo(defaultValue)
            .check(sql`${sql.ref(name)} >= 0`),
        ),
    /** Integer with a default, may be negative (sort weights, deltas). */
    int:
      (name: string, defaultValue = 0): AddColumns =>
      (t) =>
        t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(defaultValue)),
    /** Required integers without default. */
    intRequired: columnsOf('integer', (c) => c.notNull()),
    intNullable: columnsOf('integer'),
    /** Money in cents, never negative. */
    money:
      (name: string, required = false): AddColumns =>
      (t) =>
        t.addColumn(name, 'integer', (c) =>
          (required ? c.notNull() : c.notNull().defaultTo(0)).check(sql`${sql.ref(name)} >= 0`),
        ),
    flag:
      (name: string, defaultValue: 0 | 1 = 0): AddColumns =>
      (t) =>
        t.addColumn(name, 'integer', (c) =>
          c
            .notNull()
            .defaultTo(defaultValue)
            .check(sql`${sql.ref(name)} in (0, 1)`),
        ),
    /** Text defaulting to ''. */
    text: columnsOf('text', (c) => c.notNull().defaultTo('')),
    textRequired: columnsOf('text', (c) => c.notNull()),
    textNullable: columnsOf('text'),
    /** Text limited to a fixed set of values. */
    oneOf:
      (name: string, values: readonly string[], defaultValue?: string): AddColumns =>
      (t) =>
        t.addColumn(name, 'text', (c) => {
          const required = defaultValue === undefined ? c.notNull() : c.notNull().defaultTo(defaultValue)
          return required.check(sql`${sql.ref(name)} in (${literalList(values)})`)
        }),
    /** Unix seconds, required, defaulting to now. */
    createdAt:
      (name = 'created_at'): AddColumns =>
      (t) =>
        t.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(now)),
    /** created_at and updated_at, both defaulting to now. */
    timestamps: ((t) =>
      t
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(now))) as AddColumns,
    /** Unix seconds without default. */
    /** expires_at, used_at and created_at of a one-time code, captcha or sign-in grant. */
    oneTimeUse: ((t) =>
      t
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(now))) as AddColumns,
    timeRequired: columnsOf('bigint', (c) => c.notNull()),
    timeNullable: columnsOf('bigint'),
    /** Required integer reference to another table's column ("members.id"). */
    ref:
      (name: string, target: string, onDelete: OnDelete = 'restrict'): AddColumns =>
      (t) =>
        t.addColumn(name, 'integer', (c) => c.notNull().references(target).onDelete(onDelete)),
    refNullable:
      (name: string, target: string, onDelete: OnDelete = 'set null'): AddColumns =>
      (t) =>
        t.addColumn(name, 'integer', (c) => c.references(target).onDelete(onDelete)),
    /** Required reference to a text key (orders.order_id). */
    textRef:
      (name: string, target: string, onDelete: OnDelete = 'restrict'): AddColumns =>
      (t) =>
        t.addColumn(name, 'text', (c) => c.notNull().references(target).onDelete(onDelete)),
    /** JSON document stored as text. */
    json:
      (name: string, defaultValue: '[]' | '{}'): AddColumns =>
      (t) =>
        t.addColumn(name, 'text', (c) => c.notNull().defaultTo(defaultValue)),
    /** Latitude/longitude and other real numbers (8-byte on both dialects). */
    real:
      (name: string): AddColumns =>
      (t) =>
        t.addColumn(name, 'double precision'),
  }
}

/** Drops tables in the given order; used by down migrations (children first). */
export async function dropTables(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute()
}

/** Creates an index on the columns, in order (a unique one with `unique`). */
export async function createIndex(
  db: Kysely<any>,
  name: string,
  table: string,
  columns: string[],
  unique = false,
): Promise<void> {
  const index = db.schema.createIndex(name).on(table).columns(columns)
  await (unique ? index.unique() : index).execute()
}
