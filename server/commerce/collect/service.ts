import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { Page } from '../../lib/pagination.ts'
import { lockMember } from '../member/repo.ts'
import { loadGoodsCards } from './goods-card.ts'
import { isTrue, parseIds } from './id-list.ts'
import * as repo from './repo.ts'
import type { CollectedItem, CollectedShop, ItemRemoveInput } from '../../../schemas/api/collect.ts'
import { now } from '../../../schemas/time.ts'

export const COLLECT_LIMITS = { items: 500, shops: 500 } as const

// ─── goods ────────────────────────────────────────────────────────────────────────────────────

export async function listItems(db: Kysely<Database>, memberId: number, filter: repo.ItemFilter, page: Page) {
  const [rows, total] = await Promise.all([
    repo.listItems(db, memberId, filter, page.pageSize, page.offset),
    repo.countItems(db, memberId, filter),
  ])
  const cards = await loadGoodsCards(
    db,
    memberId,
    rows.map((row) => row.goods_id),
  )
  const list: CollectedItem[] = []
  for (const row of rows) {
    const card = cards.get(row.goods_id)
    if (!card) continue
    list.push({
      ...card,
      fav_id: row.id,
      item_image: card.imgUrl,
      item_price: card.activity_price ?? card.member_price,
      created: row.created_at,
    })
  }
  return { list, total_count: total }
}

export async function isItemCollected(db: Kysely<Database>, memberId: number, goodsId: number) {
  return { is_collect: (await repo.findItem(db, memberId, goodsId)) !== undefined }
}

/**
 * Idempotent. The favourite is filed under the goods' own shop (what the server knows), whatever
 * shop page the shopper collected it from, so one goods is one favourite.
 */
export async function collectItem(db: Kysely<Database>, memberId: number, goodsId: number) {
  const goods = await repo.findGoods(db, goodsId)
  if (goods?.approve_status !== 'onsale') throw fail('GOODS_NOT_FOUND')
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    let row = await repo.findItem(trx, memberId, goodsId)
    if (!row) {
      if ((await repo.countItems(trx, memberId)) >= COLLECT_LIMITS.items) throw fail('COLLECT_LIMIT')
      await repo.insertItem(trx, memberId, goodsId, goods.distributor_id, now())
      row = await repo.findItem(trx, memberId, goodsId)
    }
    if (!row) throw fail('GOODS_NOT_FOUND')
    return { status: true, fav_id: row.id, item_id: goodsId, distributor_id: row.distributor_id }
  })
}

/** Removes the listed goods, or all favourites with is_empty=1; ids that are not the member's favourites change nothing. */
export async function removeItems(db: Kysely<Database>, memberId: number, input: ItemRemoveInput) {
  if (isTrue(input.is_empty)) {
    await repo.deleteItems(db, memberId, 'all', input.distributor_id)
    return { status: true }
  }
  const ids = parseIds('item_ids', input.item_ids, input['item_ids[]'], input.item_id)
  if (ids.length === 0) throw fail('COLLECT_NOTHING_SELECTED')
  await repo.deleteItems(db, memberId, ids)
  return { status: true }
}

// ─── shops ────────────────────────────────────────────────────────────────────────────────────

/** Idempotent; an unknown or closed shop is a 404. */
export async function collectShop(db: Kysely<Database>, memberId: number, distributorId: number) {
  const shop = await repo.findShop(db, distributorId)
  if (shop?.status !== 'active') throw fail('SHOP_NOT_FOUND')
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    let row = await repo.findCollectedShop(trx, memberId, distributorId)
    if (!row) {
      if ((await repo.countShops(trx, memberId)) >= COLLECT_LIMITS.shops) throw fail('COLLECT_SHOP_LIMIT')
      await repo.insertShop(trx, memberId, distributorId, now())
      row = await repo.findCollectedShop(trx, memberId, distributorId)
    }
    if (!row) throw fail('SHOP_NOT_FOUND')
    return { status: true, fav_id: row.id, distributor_id: distributorId }
  })
}

export async function removeShop(db: Kysely<Database>, memberId: number, distributorId: number | undefined) {
  if (distributorId === undefined) throw fail('MISSING_PARAMETER', { field: 'distributor_id' })
  await repo.deleteShop(db, memberId, distributorId)
  return { status: true }
}

export async function isShopCollected(db: Kysely<Database>, memberId: number, distributorId: number) {
  const collected = distributorId > 0 && (await repo.findCollectedShop(db, memberId, distributorId)) !== undefined
  return { is_collect: collected, is_fav: collected }
}

export async function listShops(db: Kysely<Database>, memberId: number, page: Page) {
  const [rows, total] = await Promise.all([
    repo.listShops(db, memberId, page.pageSize, page.offset),
    repo.countShops(db, memberId),
  ])
  const tags = rows.length
    ? await repo.shopTags(
        db,
        rows.map((row) => row.distributor_id),
      )
    : []
  const list: CollectedShop[] = rows.map(({ created_at, ...shop }) => ({
    ...shop,
    created: created_at,
    tagList: tags
      .filter((tag) => tag.distributor_id === shop.distributor_id)
      .map(({ tag_id, tag_name, tag_color }) => ({ tag_id, tag_name, tag_color })),
  }))
  return { list, total_count: total }
}
