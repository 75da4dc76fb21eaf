import type { Kysely } from 'kysely'
import { preparedQuery } from '../../db/prepared.ts'
import type { Database } from '../../db/types.ts'
import { cardColumns, type GoodsCardRow } from '../goods/repo/goods.ts'

// ─── goods ────────────────────────────────────────────────────────────────────────────────────

export interface ItemFilter {
  distributorId?: number
  goodsId?: number
}

function itemsOf(db: Kysely<Database>, memberId: number, filter: ItemFilter) {
  let query = db.selectFrom('collect_items').where('member_id', '=', memberId)
  if (filter.distributorId !== undefined) query = query.where('distributor_id', '=', filter.distributorId)
  if (filter.goodsId !== undefined) query = query.where('goods_id', '=', filter.goodsId)
  return query
}

/** Newest first. */
export function listItems(db: Kysely<Database>, memberId: number, filter: ItemFilter, limit: number, offset: number) {
  return itemsOf(db, memberId, filter)
    .select(['id', 'goods_id', 'distributor_id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function countItems(db: Kysely<Database>, memberId: number, filter: ItemFilter = {}): Promise<number> {
  const row = await itemsOf(db, memberId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const itemQuery = preparedQuery((db, memberId: number, goodsId: number) =>
  itemsOf(db, memberId, { goodsId }).select(['id', 'goods_id', 'distributor_id']),
)

export async function findItem(db: Kysely<Database>, memberId: number, goodsId: number) {
  return (await itemQuery(db, memberId, goodsId)).rows[0]
}

export function findGoods(db: Kysely<Database>, goodsId: number) {
  return db
    .selectFrom('goods')
    .select(['id', 'distributor_id', 'approve_status'])
    .where('id', '=', goodsId)
    .executeTakeFirst()
}

export async function insertItem(
  db: Kysely<Database>,
  memberId: number,
  goodsId: number,
  distributorId: number,
  createdAt: number,
) {
  await db
    .insertInto('collect_items')
    .values({ member_id: memberId, goods_id: goodsId, distributor_id: distributorId, created_at: createdAt })
    .onConflict((oc) => oc.columns(['member_id', 'goods_id', 'distributor_id']).doNothing())
    .execute()
}

/** Removes the given goods, or every favourite (of one shop's goods when distributorId is set) when goodsIds is 'all'. */
export async function deleteItems(
  db: Kysely<Database>,
  memberId: number,
  goodsIds: number[] | 'all',
  distributorId?: number,
) {
  let query = db.deleteFrom('collect_items').where('member_id', '=', memberId)
  if (goodsIds !== 'all') query = query.where('goods_id', 'in', goodsIds)
  else if (distributorId !== undefined) query = query.where('distributor_id', '=', distributorId)
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows)
}

// ─── shops ────────────────────────────────────────────────────────────────────────────────────

export function findShop(db: Kysely<Database>, distributorId: number) {
  return db.selectFrom('distributors').select(['id', 'status']).where('id', '=', distributorId).executeTakeFirst()
}

export function findCollectedShop(db: Kysely<Database>, memberId: number, distributorId: number) {
  return db
    .selectFrom('collect_shops')
    .select(['id', 'distributor_id'])
    .where('member_id', '=', memberId)
    .where('distributor_id', '=', distributorId)
    .executeTakeFirst()
}

export async function countShops(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('collect_shops')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertShop(db: Kysely<Database>, memberId: number, distributorId: number, createdAt: number) {
  await db
    .insertInto('collect_shops')
    .values({ member_id: memberId, distributor_id: distributorId, created_at: createdAt })
    .onConflict((oc) => oc.columns(['member_id', 'distributor_id']).doNothing())
    .execute()
}

export async function deleteShop(db: Kysely<Database>, memberId: number, distributorId: number) {
  await db
    .deleteFrom('collect_shops')
    .where('member_id', '=', memberId)
    .where('distributor_id', '=', distributorId)
    .execute()
}

/** Newest first, with the shop's card fields. */
export function listShops(db: Kysely<Database>, memberId: number, limit: number, offset: number) {
  return db
    .selectFrom('collect_shops as c')
    .innerJoin('distributors as d', 'd.id', 'c.distributor_id')
    .select([
      'c.id as fav_id',
      'c.created_at',
      'd.id as distributor_id',
      'd.company_id',
      'd.name',
      'd.logo',
      'd.banner',
      'd.province',
      'd.city',
      'd.area',
      'd.address',
      'd.phone',
      'd.status',
    ])
    .where('c.member_id', '=', memberId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

export function shopTags(db: Kysely<Database>, distributorIds: number[]) {
  return db
    .selectFrom('distributor_tags as dt')
    .innerJoin('shop_tags as t', 't.id', 'dt.tag_id')
    .select(['dt.distributor_id', 't.id as tag_id', 't.tag_name', 't.tag_color'])
    .where('dt.distributor_id', 'in', distributorIds)
    .orderBy('t.sort')
    .orderBy('t.id')
    .execute()
}

/** Card rows of these goods, on the shelf or not (favourites and footprints show both). */
export function findCardRows(db: Kysely<Database>, goodsIds: readonly number[]): Promise<GoodsCardRow[]> {
  return db.selectFrom('goods').select(cardColumns).where('goods.id', 'in', goodsIds).execute()
}
