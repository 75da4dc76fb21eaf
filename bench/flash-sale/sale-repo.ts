/**
 * The flash sale benchmark's own SQL: the crowd of members put in place in bulk, the seckill item
 * stocked for the run, and what the checks read back afterwards.
 */
import type { Insertable, Kysely } from 'kysely'
import type { Database, MembersTable } from '../../server/db/types.ts'
import { BUYER_ADDRESS } from '../../reliability/shop-setup.ts'

/** Rows per INSERT: well under SQLite's bound-parameter limit for these tables. */
const CHUNK = 200

export interface CrowdRow {
  member: Insertable<MembersTable>
  /** The auth_tokens row of the member's session. */
  session: { id: string; expiresAt: number }
}

/**
 * Members with a point account, a default address and a live session each, in one transaction;
 * answers their ids by mobile.
 */
export async function insertCrowd(db: Kysely<Database>, rows: CrowdRow[]): Promise<Map<string, number>> {
  return db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
        .insertInto('members')
        .values(rows.slice(i, i + CHUNK).map((row) => row.member))
        .execute()
    }
    const mobiles = rows.map((row) => row.member.mobile)
    const ids = new Map<string, number>()
    for (let i = 0; i < mobiles.length; i += CHUNK) {
      const found = await trx
        .selectFrom('members')
        .select(['id', 'mobile'])
        .where('mobile', 'in', mobiles.slice(i, i + CHUNK))
        .execute()
      for (const row of found) ids.set(row.mobile, row.id)
    }
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK).map((row) => ({ ...row, id: ids.get(row.member.mobile)! }))
      await trx
        .insertInto('member_points')
        .values(chunk.map((row) => ({ member_id: row.id })))
        .execute()
      await trx
        .insertInto('addresses')
        .values(
          chunk.map((row, n) => ({
            member_id: row.id,
            name: `秒杀买家${i + n}`,
            ...BUYER_ADDRESS,
          })),
        )
        .execute()
      await trx
        .insertInto('auth_tokens')
        .values(
          chunk.map((row) => ({
            id: row.session.id,
            kind: 'member' as const,
            subject_id: row.id,
            expires_at: row.session.expiresAt,
            revoked_at: null,
            user_agent: '',
          })),
        )
        .execute()
    }
    return ids
  })
}

export function memberGrades(db: Kysely<Database>) {
  return db.selectFrom('vip_grades').select(['id', 'name', 'is_default']).orderBy('grade_rank').execute()
}

/** The first running seckill activity's SKUs of one goods sold by the mall itself (most SKUs first). */
export async function seckillGoods(db: Kysely<Database>, now: number) {
  const items = await db
    .selectFrom('seckill_items')
    .innerJoin('seckill_activities', 'seckill_activities.id', 'seckill_items.seckill_id')
    .innerJoin('goods', 'goods.id', 'seckill_items.goods_id')
    .select([
      'seckill_items.id',
      'seckill_items.seckill_id',
      'seckill_items.goods_id',
      'seckill_items.sku_id',
      'goods.item_name',
    ])
    .where('seckill_activities.status', '=', 'active')
    .where('seckill_activities.starts_at', '<=', now)
    .where('seckill_activities.ends_at', '>', now)
    .where('goods.approve_status', '=', 'onsale')
    .where('goods.distributor_id', '=', 0)
    .orderBy('seckill_items.seckill_id')
    .orderBy('seckill_items.id')
    .execute()
  const first = items[0]
  if (!first) return null
  const own = items.filter((item) => item.seckill_id === first.seckill_id && item.goods_id === first.goods_id)
  return { seckillId: first.seckill_id, goodsId: first.goods_id, name: first.item_name, items: own }
}

/**
 * Stocks every seckill SKU of the goods with `stock` units and a per-member limit, and gives the
 * SKUs themselves more than that, so only the seckill stock runs out.
 */
export async function stockSeckill(
  db: Kysely<Database>,
  seckillId: number,
  skuIds: number[],
  stock: number,
  limit: number,
): Promise<void> {
  await db
    .updateTable('seckill_items')
    .set({ stock, sales: 0, limit_per_member: limit })
    .where('seckill_id', '=', seckillId)
    .where('sku_id', 'in', skuIds)
    .execute()
  await db
    .updateTable('skus')
    .set({ store: stock * 10 })
    .where('id', 'in', skuIds)
    .execute()
}

export function seckillItemsOf(db: Kysely<Database>, seckillId: number, skuIds: number[]) {
  return db
    .selectFrom('seckill_items')
    .select(['id', 'sku_id', 'stock', 'sales', 'limit_per_member'])
    .where('seckill_id', '=', seckillId)
    .where('sku_id', 'in', skuIds)
    .orderBy('id')
    .execute()
}

/** Units of each seckill SKU in each of the activity's orders. */
export function seckillOrderLines(db: Kysely<Database>, seckillId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.order_id')
    .select(['orders.order_id', 'orders.member_id', 'orders.status', 'order_items.sku_id', 'order_items.quantity'])
    .where('orders.seckill_id', '=', seckillId)
    .where('order_items.is_gift', '=', 0)
    .execute()
}

export function usedTickets(db: Kysely<Database>, seckillId: number) {
  return db
    .selectFrom('seckill_tickets')
    .select(['id', 'member_id', 'order_id'])
    .where('seckill_id', '=', seckillId)
    .where('status', '=', 'used')
    .execute()
}
