import {
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type DialectAdapter,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely'
import { PostgresCapabilitiesAdapter } from './dialect.ts'

/**
 * Kysely's PostgreSQL dialect with an adapter naming its capabilities (dialect.ts) and an
 * introspector that sees only the schemas on the search path.
 */
export class CapablePostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new PostgresCapabilitiesAdapter()
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SearchPathIntrospector(db)
  }
}

interface ColumnRow {
  schema: string
  table: string
  table_type: string
  column: string
  type: string
  type_schema: string
  not_null: boolean
  has_default: boolean
  auto_incrementing: boolean
  column_description: string | null
}

/**
 * The tables of the schemas on the search path: the app's own (a test app's `t_…` schema).
 *
 * Kysely's own introspector lists the tables of every schema in the database and calls
 * `pg_get_serial_sequence('schema.table', …)` for each column, which looks the table up by
 * name again. The migrator introspects before it takes its lock, so when another schema of the
 * same database is dropped or changed meanwhile (test runs share one database, one schema each),
 * the listing fails with `relation "t_….shop_tags" does not exist` or `schema "t_…" does not
 * exist`. Here only the tables of the search path's schemas are listed, and the serial columns
 * are found through their sequences' dependencies, so no table is looked up by name.
 */
class SearchPathIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>

  constructor(db: Kysely<unknown>) {
    this.#db = db
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.#db).getSchemas()
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as table_type, a.attname as column,
        typ.typname as type, dtns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
        exists (
          select 1 from pg_catalog.pg_depend d
          where d.classid = 'pg_catalog.pg_class'::regclass and d.refclassid = 'pg_catalog.pg_class'::regclass
            and d.refobjid = a.attrelid and d.refobjsubid = a.attnum and d.deptype in ('a', 'i')
            and (select s.relkind from pg_catalog.pg_class s where s.oid = d.objid) = 'S'
        ) as auto_incrementing,
        col_description(a.attrelid, a.attnum) as column_description
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
      where ns.nspname = any (current_schemas(false))
        and c.relkind in ('r', 'v', 'p')
        and a.attnum > 0
        and not a.attisdropped
        and (${options.withInternalKyselyTables} or c.relname not in ('kysely_migration', 'kysely_migration_lock'))
      order by ns.nspname, c.relname, a.attnum`.execute(this.#db)
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>()
    for (const row of rows) {
      const key = `${row.schema}.${row.table}`
      let table = tables.get(key)
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] }
        tables.set(key, table)
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.auto_incrementing,
        hasDefaultValue: row.has_default,
        comment: row.column_description ?? undefined,
      })
    }
    return [...tables.values()]
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) }
  }
}
