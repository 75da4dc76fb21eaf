/**
 * Whether an insert failed because its order number is already taken (orders.order_id is unique).
 * Order numbers end in ten random digits, so at a thousand orders a second two of a day's orders
 * meet now and then; the order is then written again under a fresh number.
 */
export function orderNumberTaken(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, constraint } = error as Error & { code?: unknown; constraint?: unknown }
  // better-sqlite3 names the column in the message; PostgreSQL names the column's unique constraint.
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return error.message.includes('orders.order_id')
  return code === '23505' && constraint === 'orders_order_id_key'
}
