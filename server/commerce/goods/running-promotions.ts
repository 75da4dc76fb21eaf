import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { preparedQuery } from '../../db/prepared.ts'

// activity-repo.ts's activePromotions as a prepared query (built and compiled once per list
// length, see db/prepared.ts): the cart and every checkout read it.
const runningPromotionsQuery = preparedQuery((db, goodsIds: number[], now: number) =>
  db
    .selectFrom('promotions')
    .leftJoin('promotion_goods', 'promotion_goods.promotion_id', 'promotions.id')
    .select([
      'promotions.id',
      'promotion_goods.goods_id',
      'promotions.use_bound',
      'promotions.promotion_type',
      'promotions.promotion_tag',
      'promotions.marketing_name',
      'promotions.description',
      'promotions.rule',
      'promotions.starts_at',
      'promotions.ends_at',
    ])
    .where('promotions.status', '=', 'active')
    .where('promotions.starts_at', '<=', now)
    .where('promotions.ends_at', '>', now)
    .where((eb) => eb.or([eb('promotions.use_bound', '=', 'all'), eb('promotion_goods.goods_id', 'in', goodsIds)]))
    .orderBy('promotions.id'),
)

/** Promotions running now that cover any of these goods (directly or store-wide). */
export async function runningPromotions(db: Kysely<Database>, goodsIds: number[], now: number) {
  if (goodsIds.length === 0) return []
  return (await runningPromotionsQuery(db, goodsIds, now)).rows
}
