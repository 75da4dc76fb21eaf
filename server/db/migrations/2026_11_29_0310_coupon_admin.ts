import { sql, type Kysely } from 'kysely'
import { createIndex } from './kit.ts'

/**
 * 营销 › 优惠券: coupons belong to a company like goods do (a shop's coupons to its shop's company,
 * the platform's to company 1), so the console lists and edits only its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .addColumn('company_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db
    .updateTable('coupons')
    .set({
      company_id: sql`coalesce((select company_id from distributors where distributors.id = coupons.distributor_id), 1)`,
    })
    .execute()
  await createIndex(db, 'coupons_company_idx', 'coupons', ['company_id', 'id'])
  await createIndex(db, 'member_coupons_card_status_idx', 'member_coupons', ['card_id', 'status'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('member_coupons_card_status_idx').execute()
  await db.schema.dropIndex('coupons_company_idx').execute()
  await db.schema.alterTable('coupons').dropColumn('company_id').execute()
}
