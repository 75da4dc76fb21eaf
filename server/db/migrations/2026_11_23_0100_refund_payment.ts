import type { Kysely } from 'kysely'
import { createIndex } from './kit.ts'

/**
 * Each refund names the payment its money goes back through, so an order paid twice (two
 * payments arriving for one order) can refund each payment up to what it took.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // No foreign key: SQLite cannot drop a column that has one, and down() must work on both.
  await db.schema.alterTable('refunds').addColumn('trade_no', 'text').execute()
  await createIndex(db, 'refunds_trade_idx', 'refunds', ['trade_no'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('refunds_trade_idx').ifExists().execute()
  await db.schema.alterTable('refunds').dropColumn('trade_no').execute()
}
