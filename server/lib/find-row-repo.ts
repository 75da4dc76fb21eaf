import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/types.ts'

/** The first row of `table` whose columns equal every value of `match` (all its columns), in the order given. */
export function findRow<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  match: Partial<Selectable<Database[T]>>,
): Promise<Selectable<Database[T]> | undefined> {
  let query = (db as unknown as Kysely<Record<string, Record<string, unknown>>>).selectFrom(table).selectAll()
  for (const [column, value] of Object.entries(match)) query = query.where(column, '=', value)
  return query.executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>
}
