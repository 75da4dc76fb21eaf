import type { Insertable, Kysely, Updateable } from 'kysely'
import type { Database, PromotionsTable } from '../../db/types.ts'
import type { ActivityState } from '../../../schemas/promotion-rules.ts'
import { stateFilter } from './state.ts'

/** Queries of the promotions console (promotions.ts keeps the rules). */

function selectPromotions(db: Kysely<Database>) {
  return db
    .selectFrom('promotions')
    .select([
      'promotions.id',
      'promotions.marketing_name',
      'promotions.promotion_type',
      'promotions.promotion_tag',
      'promotions.description',
      'promotions.rule',
      'promotions.use_bound',
      'promotions.starts_at',
      'promotions.ends_at',
      'promotions.status',
      'promotions.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('promotion_goods')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('promotion_goods.promotion_id', '=', 'promotions.id')
        .as('goods_count'),
    )
}

export type PromotionRow = Awaited<ReturnType<ReturnType<typeof selectPromotions>['execute']>>[number]

export interface PromotionFilter {
  keywords: string
  promotion_type?: PromotionsTable['promotion_type']
  state?: ActivityState
  at: number
}

/** A page of promotions (newest first) matching the filter, with the total count. */
export async function listPromotionRows(
  db: Kysely<Database>,
  filter: PromotionFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: PromotionRow[]; total: number }> {
  let base = db.selectFrom('promotions')
  if (filter.keywords)
    base = base.where('promotions.marketing_name', 'like', `%${filter.keywords.replace(/[\\%_]/g, '\\$&')}%`)
  if (filter.promotion_type) base = base.where('promotions.promotion_type', '=', filter.promotion_type)
  if (filter.state) base = base.where((eb) => stateFilter(eb, 'promotions', filter.state!, filter.at))
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const ids = await base
    .select('promotions.id')
    .orderBy('promotions.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute()
  const rows =
    ids.length === 0
      ? []
      : await selectPromotions(db)
          .where(
            'promotions.id',
            'in',
            ids.map((row) => row.id),
          )
          .orderBy('promotions.id', 'desc')
          .execute()
  return { rows, total: Number(total.n) }
}

export function findPromotion(db: Kysely<Database>, id: number) {
  return selectPromotions(db).where('promotions.id', '=', id).executeTakeFirst()
}

/** The goods a promotion is bound to, by goods id. */
export function promotionGoods(db: Kysely<Database>, promotionId: number) {
  return db
    .selectFrom('promotion_goods')
    .innerJoin('goods', 'goods.id', 'promotion_goods.goods_id')
    .select(['goods.id', 'goods.item_name', 'goods.image_default_id', 'goods.pics'])
    .where('promotion_goods.promotion_id', '=', promotionId)
    .orderBy('goods.id')
    .execute()
}

/** Which of the ids are the company's goods, not deleted. */
export function liveCompanyGoods(db: Kysely<Database>, companyId: number, goodsIds: number[]) {
  return db
    .selectFrom('goods')
    .select('id')
    .where('id', 'in', goodsIds)
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .execute()
}

export async function insertPromotion(db: Kysely<Database>, row: Insertable<PromotionsTable>): Promise<number> {
  const { id } = await db.insertInto('promotions').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function updatePromotionRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<PromotionsTable>,
): Promise<void> {
  await db.updateTable('promotions').set(changes).where('id', '=', id).execute()
}

/** Replaces the promotion's goods with `goodsIds`. */
export async function replacePromotionGoods(db: Kysely<Database>, promotionId: number, goodsIds: number[]) {
  await db.deleteFrom('promotion_goods').where('promotion_id', '=', promotionId).execute()
  if (goodsIds.length > 0)
    await db
      .insertInto('promotion_goods')
      .values(goodsIds.map((goodsId) => ({ promotion_id: promotionId, goods_id: goodsId })))
      .execute()
}
