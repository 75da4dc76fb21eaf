import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { cardColumns } from '../goods/repo/goods.ts'

export function findGoodsCategory(db: Kysely<Database>, id: number) {
  return db.selectFrom('goods').select(['id', 'category_id']).where('id', '=', id).executeTakeFirst()
}

export interface RecommendFilter {
  /** The item being viewed: left out, and its category goes first. */
  item?: { id: number; category_id: number }
  offset: number
  limit: number
}

/** Goods a shopper can buy right now: on the shelf, ordinary (not points or gift) and with stock. */
function buyable(db: Kysely<Database>) {
  return db
    .selectFrom('goods')
    .where('approve_status', '=', 'onsale')
    .where('item_type', '=', 'normal')
    .where('is_gift', '=', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('skus').select('skus.id').whereRef('skus.goods_id', '=', 'goods.id').where('skus.store', '>', 0),
      ),
    )
}

/**
 * Same-category goods first (when an item is given), then best sellers: one page of card rows in
 * that order, plus the total.
 */
export async function listRecommended(db: Kysely<Database>, filter: RecommendFilter) {
  const item = filter.item
  let base = buyable(db)
  if (item) base = base.where('goods.id', '!=', item.id)
  let ordered = base.select(cardColumns)
  if (item) ordered = ordered.orderBy(sql`case when goods.category_id = ${item.category_id} then 0 else 1 end`)
  const [rows, total] = await Promise.all([
    ordered
      .orderBy('goods.sales', 'desc')
      .orderBy('goods.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}
