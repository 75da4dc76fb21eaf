/**
 * Public numbers (orders, VIP orders, after-sales requests) end in ten random digits, so at a
 * thousand orders a second two of a day's numbers meet now and then. The unique column refuses
 * the second; the write is then made again, whole, under a fresh number.
 */

/** Whether a write failed because `table.column`, a unique column, already holds the value. */
export function numberTaken(error: unknown, table: string, column: string): boolean {
  if (!(error instanceof Error)) return false
  const { code, table: pgTable, detail } = error as Error & { code?: unknown; table?: unknown; detail?: unknown }
  // better-sqlite3 names the column in the message; PostgreSQL names the table and, in the detail, the key.
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return error.message.includes(`${table}.${column}`)
  return code === '23505' && pgTable === table && typeof detail === 'string' && detail.startsWith(`Key (${column})=`)
}

/** Attempts at a write whose random number another took first; one more is all it ever takes. */
const ATTEMPTS = 3

/** Runs a write that draws a fresh number each time, again when that number was taken meanwhile. */
export async function withFreshNumber<T>(table: string, column: string, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (attempt === ATTEMPTS || !numberTaken(error, table, column)) throw error
    }
  }
}
