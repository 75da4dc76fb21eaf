import { randomInt } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import type { PageQuery } from '../../../schemas/api/paging.ts'
import { gettedFlag } from './getted.ts'
import {
  countHeld,
  countHeldByCard,
  countHeldInTab,
  findCard,
  goodsScopeRows,
  insertMemberCoupon,
  listActiveCards,
  listHeld,
  takeOneCopy,
  type CardRow,
  type HeldRow,
  type HeldTab,
} from './repo.ts'
import { categoryIdsOfPath, couponCovers, parseScopeIds, type GoodsScope } from './scope.ts'
import { now } from '../../../schemas/time.ts'
const DAY = 24 * 3600
/** Spec 9: coupon lists are fetched with page_size 999. */
const CARD_PAGE_SIZE = 999

export const couponNotFound = () => fail('COUPON_NOT_FOUND')

function cardFields(row: CardRow) {
  return {
    card_id: row.id,
    distributor_id: row.distributor_id,
    card_type: row.card_type,
    title: row.title,
    description: row.description,
    notice: row.notice,
    reduce_cost: row.reduce_cost,
    discount: row.discount,
    least_cost: row.least_cost,
    gift: row.gift,
    object_use_for: row.object_use_for,
    use_scope: row.use_scope,
    icon_url_list: row.icon_url ? [row.icon_url] : [],
    custom_url: row.custom_url,
    date_type: row.date_type,
    fixed_term: row.fixed_term,
  }
}

export async function scopeOfGoods(db: Kysely<Database>, goodsIds: number[]): Promise<Map<number, GoodsScope>> {
  const rows = await goodsScopeRows(db, [...new Set(goodsIds)])
  return new Map(
    rows.map((row) => [
      row.id,
      {
        goodsId: row.id,
        distributorId: row.distributor_id,
        categoryIds: [...categoryIdsOfPath(row.category_path), ...categoryIdsOfPath(row.main_category_path)],
      },
    ]),
  )
}

export interface CardListQuery extends PageQuery {
  distributor_id?: number
  item_id?: number[]
  end_date?: number
}

/**
 * Coupons a shop offers, with the viewer's `getted` state (guests hold none). With item_id, only
 * the coupons covering one of those items — a shop's coupons apply only to its own goods. Of
 * several items (a cart's), unknown ones are passed over; one unknown item alone is a 404.
 */
export async function cardList(db: Kysely<Database>, viewerId: number | null, query: CardListQuery) {
  const at = now()
  let distributorId = query.distributor_id
  let goods: GoodsScope[] | undefined
  if (query.item_id !== undefined && query.item_id.length > 0) {
    const scopes = await scopeOfGoods(db, query.item_id)
    goods = query.item_id.flatMap((id) => scopes.get(id) ?? [])
    if (goods.length === 0) throw fail('GOODS_NOT_FOUND')
    distributorId ??= goods[0]!.distributorId
  }
  let rows = await listActiveCards(db, { distributorId, notExpiredAt: query.end_date === 1 ? at : undefined })
  if (goods) {
    const targets = goods
    rows = rows.filter((row) =>
      targets.some((target) => couponCovers({ ...row, scopeIds: parseScopeIds(row.use_scope_ids) }, target)),
    )
  }
  const page = toPage(query, CARD_PAGE_SIZE, CARD_PAGE_SIZE)
  const pageRows = rows.slice(page.offset, page.offset + page.pageSize)
  const held =
    viewerId === null
      ? new Map<number, number>()
      : await countHeldByCard(
          db,
          viewerId,
          pageRows.map((row) => row.id),
        )
  return {
    list: pageRows.map((row) => {
      const userGetNum = held.get(row.id) ?? 0
      return {
        ...cardFields(row),
        get_limit: row.get_limit,
        user_get_num: userGetNum,
        quantity: row.quantity,
        get_num: row.get_num,
        begin_date: row.begin_time,
        end_date: row.end_time,
        getted: gettedFlag(row, userGetNum),
      }
    }),
    total_count: rows.length,
  }
}

/** A 16-digit code printed on the member's copy; unique across copies (the column is UNIQUE). */
function newCouponCode(): string {
  return `${randomInt(10_000_000, 100_000_000)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
}

async function claimIn(trx: Transaction<Database>, memberId: number, cardId: number) {
  const at = now()
  const card = await takeOneCopy(trx, cardId, at)
  if (!card) {
    const found = await findCard(trx, cardId)
    if (found?.status !== 'active') throw couponNotFound()
    if (found.begin_time > at || found.end_time < at) throw fail('COUPON_NOT_IN_PERIOD')
    throw fail('COUPON_SOLD_OUT')
  }
  // Counted after taking the copy: the coupon row is now locked (PostgreSQL; SQLite runs one write
  // transaction at a time), so no other claim of it can commit in between. Going over the limit
  // throws, and the rollback hands the copy back.
  if ((await countHeld(trx, memberId, cardId)) >= card.get_limit) throw fail('COUPON_LIMIT_REACHED')

  // 'relative' coupons last fixed_term days from receipt (up to the coupon's own end when no term
  // is set); 'fixed' ones share the coupon's window.
  const beginTime = card.date_type === 'relative' ? at : card.begin_time
  const endTime = card.date_type === 'relative' && card.fixed_term > 0 ? at + card.fixed_term * DAY : card.end_time
  const code = newCouponCode()
  const id = await insertMemberCoupon(trx, { memberId, cardId, code, beginTime, endTime, receivedAt: at })
  return { status: true as const, code, card_id: cardId, user_card_id: id }
}

/**
 * Gives the member one copy of a coupon. Atomic: neither quantity nor get_limit can be passed by
 * parallel claims. Runs in the caller's transaction when given one (its rollback then undoes a
 * refused claim), otherwise in its own.
 */
export async function claimCoupon(db: Kysely<Database>, memberId: number, cardId: number) {
  if (db.isTransaction) return claimIn(db as Transaction<Database>, memberId, cardId)
  return db.transaction().execute((trx) => claimIn(trx, memberId, cardId))
}

function heldStatus(row: HeldRow, at: number): 'unused' | 'used' | 'expired' {
  if (row.held_status === 'unused' && row.held_end_time < at) return 'expired'
  return row.held_status
}

export interface HeldListQuery extends PageQuery {
  status?: number
}

/** The member's own coupons by tab (1 usable, 2 used, 3 expired). */
export async function heldCards(db: Kysely<Database>, memberId: number, query: HeldListQuery) {
  const at = now()
  const tab: HeldTab = query.status === 2 ? 2 : query.status === 3 ? 3 : 1
  const page = toPage(query, 20, 100)
  const [rows, total] = await Promise.all([
    listHeld(db, memberId, tab, at, page.pageSize, page.offset),
    countHeldInTab(db, memberId, tab, at),
  ])
  return {
    list: rows.map((row) => ({
      id: row.member_coupon_id,
      ...cardFields(row),
      code: row.code,
      status: heldStatus(row, at),
      order_id: row.order_id,
      begin_date: row.held_begin_time,
      end_date: row.held_end_time,
      received_at: row.received_at,
      used_at: row.used_at,
    })),
    total_count: total,
  }
}
