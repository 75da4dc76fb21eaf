import type { Kysely } from 'kysely'
import { preparedQuery } from '../../../db/prepared.ts'
import type { Database } from '../../../db/types.ts'

// Prepared queries (built and compiled once per list length, see db/prepared.ts): goods cards and
// the detail page read them, and the promotions the cart and every checkout too.
const activePromotionsQuery = preparedQuery((db, goodsIds: number[], now: number) =>
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
export async function activePromotions(db: Kysely<Database>, goodsIds: number[], now: number) {
  if (goodsIds.length === 0) return []
  return (await activePromotionsQuery(db, goodsIds, now)).rows
}

export type PromotionRow = Awaited<ReturnType<typeof activePromotions>>[number]

const activeSeckillItemsQuery = preparedQuery((db, goodsIds: number[], now: number) =>
  db
    .selectFrom('seckill_items')
    .innerJoin('seckill_activities', 'seckill_activities.id', 'seckill_items.seckill_id')
    .select([
      'seckill_items.seckill_id',
      'seckill_items.goods_id',
      'seckill_items.sku_id',
      'seckill_items.act_price',
      'seckill_items.stock',
      'seckill_items.limit_per_member',
      'seckill_activities.activity_name',
      'seckill_activities.starts_at',
      'seckill_activities.ends_at',
    ])
    .where('seckill_activities.status', '=', 'active')
    .where('seckill_activities.starts_at', '<=', now)
    .where('seckill_activities.ends_at', '>', now)
    .where('seckill_items.goods_id', 'in', goodsIds)
    .orderBy('seckill_items.seckill_id')
    .orderBy('seckill_items.id'),
)

/** Seckill SKUs of these goods in activities running now. */
export async function activeSeckillItems(db: Kysely<Database>, goodsIds: number[], now: number) {
  if (goodsIds.length === 0) return []
  return (await activeSeckillItemsQuery(db, goodsIds, now)).rows
}

export type SeckillItemRow = Awaited<ReturnType<typeof activeSeckillItems>>[number]

const nextBuyableGradeQuery = preparedQuery((db, rank: number) =>
  db
    .selectFrom('vip_grades')
    .select(['id', 'name', 'discount', 'price', 'guide_title'])
    .where('grade_rank', '>', rank)
    .where('price', '>', 0)
    .orderBy('grade_rank')
    .limit(1),
)

/** The cheapest grade above `rank` that can be bought: the one the detail page advertises. */
export async function nextBuyableGrade(db: Kysely<Database>, rank: number) {
  return (await nextBuyableGradeQuery(db, rank)).rows[0]
}
