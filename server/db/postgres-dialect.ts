import { PostgresDialect, type DialectAdapter } from 'kysely'
import { PostgresCapabilitiesAdapter } from './dialect.ts'

/** Kysely's PostgreSQL dialect with an adapter naming its capabilities (dialect.ts). */
export class CapablePostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new PostgresCapabilitiesAdapter()
  }
}
