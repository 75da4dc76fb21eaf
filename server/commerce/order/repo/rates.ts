import type { Insertable, Kysely } from 'kysely'
import type { Database, OrderRatesTable } from '../../../db/types.ts'

/** Marks the order rated unless it already is; answers whether this call did. */
export async function claimOrderRating(db: Kysely<Database>, orderId: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ is_rated: 1, updated_at: at })
    .where('order_id', '=', orderId)
    .where('status', '=', 'DONE')
    .where('is_rated', '=', 0)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function insertRates(db: Kysely<Database>, rows: Insertable<OrderRatesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('order_rates').values(rows).execute()
}

export async function markLinesRated(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.updateTable('order_items').set({ is_rated: 1 }).where('id', 'in', ids).execute()
}

function ratesOfGoods(db: Kysely<Database>, goodsId: number) {
  return db.selectFrom('order_rates').where('order_rates.goods_id', '=', goodsId)
}

export async function listGoodsRates(db: Kysely<Database>, goodsId: number, limit: number, offset: number) {
  return ratesOfGoods(db, goodsId)
    .innerJoin('members', 'members.id', 'order_rates.member_id')
    .innerJoin('order_items', 'order_items.id', 'order_rates.order_item_id')
    .select([
      'order_rates.id',
      'order_rates.goods_id',
      'order_items.spec_desc',
      'order_rates.star',
      'order_rates.content',
      'order_rates.pics',
      'order_rates.anonymous',
      'members.nickname',
      'members.mobile',
      'members.avatar',
      'order_rates.created_at',
    ])
    .orderBy('order_rates.created_at', 'desc')
    .orderBy('order_rates.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

/** Count, star total and 4–5 star count of a goods' ratings. */
export async function goodsRateStats(db: Kysely<Database>, goodsId: number) {
  const row = await ratesOfGoods(db, goodsId)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('order_rates.star'), eb.lit(0)).as('stars'),
      eb.fn
        .coalesce(eb.fn.sum<number>(eb.case().when('order_rates.star', '>=', 4).then(1).else(0).end()), eb.lit(0))
        .as('good'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), stars: Number(row.stars), good: Number(row.good) }
}
