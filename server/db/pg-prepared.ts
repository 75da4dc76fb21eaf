import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'
import type pg from 'pg'

/** Distinct statements named; past this, queries run unnamed so no connection holds too many plans. */
const CAPACITY = 1000

/** Only plain queries are named; transaction control and schema changes run as they are. */
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i

/**
 * The pg pool as kysely's PostgresDialect sees it, running each query as a named prepared
 * statement: PostgreSQL then parses and plans a query once per connection instead of on every
 * run, which for the checkout's joins of five or six tables costs more than running them. Names
 * are given per distinct SQL text, the same on every connection.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>()
  const nameOf = (sql: string): string | undefined => {
    let name = names.get(sql)
    if (name === undefined && names.size < CAPACITY && NAMEABLE.test(sql)) {
      name = `mallfront_${names.size}`
      names.set(sql, name)
    }
    return name
  }
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect()
      function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
      function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>) {
        if (typeof sqlOrCursor !== 'string')
          return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>
        const values = [...(parameters ?? [])]
        const name = nameOf(sqlOrCursor)
        return client.query(
          name ? { name, text: sqlOrCursor, values } : { text: sqlOrCursor, values },
        ) as unknown as Promise<PostgresQueryResult<R>>
      }
      return { query, release: () => client.release() }
    },
    end: () => pool.end(),
  }
}
