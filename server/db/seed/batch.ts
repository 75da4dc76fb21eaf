import { sql, type Insertable, type Kysely } from 'kysely'
import type { Database } from '../types.ts'
import { dialectOf } from '../dialect.ts'

/** Rows per INSERT; keeps statements well under both dialects' bound-parameter limits. */
const CHUNK = 250

/**
 * Multi-row inserts. Rows are grouped by the columns they set: in a multi-row VALUES list SQLite
 * fills a missing column with NULL rather than its default, so every statement must name the
 * same columns for all of its rows.
 */
export async function insertMany<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  const groups = new Map<string, Insertable<Database[T]>[]>()
  for (const row of rows) {
    const key = Object.keys(row).sort().join(',')
    const group = groups.get(key)
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i += CHUNK) {
      // The row type is checked at the call site; kysely cannot relate a generic table to its values.
      await db
        .insertInto(table)
        .values(group.slice(i, i + CHUNK) as never)
        .execute()
    }
  }
}

/** The seed writes explicit ids; PostgreSQL sequences must then skip past them. */
export async function resetSequences(
  db: Kysely<Database>,
  tables: readonly (keyof Database & string)[],
): Promise<void> {
  if (!dialectOf(db).idSequences) return
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(table)}`.execute(
      db,
    )
  }
}

/** Inserts one row per item with the ids 1, 2, … in the items' order. */
export async function insertNumbered<T extends keyof Database & string, Item>(
  db: Kysely<Database>,
  table: T,
  items: readonly Item[],
  toRow: (item: Item, index: number) => Insertable<Omit<Database[T], 'id'>>,
): Promise<void> {
  const rows = items.map((item, i) => ({ id: i + 1, ...toRow(item, i) }))
  // As in insertMany: kysely cannot relate a generic table to its values.
  await insertMany(db, table, rows as never)
}
