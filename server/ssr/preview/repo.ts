import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** What a preview reads to show a draft's prices as a member of a grade or as staff would see them. */

/** Every membership grade, lowest first: the preview's viewer switch. */
export function listPreviewGrades(db: Kysely<Database>) {
  return db
    .selectFrom('vip_grades')
    .select(['id', 'name', 'discount', 'is_default'])
    .orderBy('grade_rank')
    .orderBy('id')
    .execute()
}

/** The goods' sale price and staff price (for staff goods). */
export function previewGoodsRows(db: Kysely<Database>, goodsIds: readonly number[]) {
  return db
    .selectFrom('goods')
    .select(['id', 'price', 'staff_goods', 'staff_price'])
    .where('id', 'in', goodsIds)
    .execute()
}
