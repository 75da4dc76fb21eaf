import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { preparedQuery } from '../../db/prepared.ts'

/** Coupon columns every view needs. */
const CARD_COLUMNS = [
  'coupons.id',
  'coupons.distributor_id',
  'coupons.card_type',
  'coupons.title',
  'coupons.description',
  'coupons.notice',
  'coupons.reduce_cost',
  'coupons.discount',
  'coupons.least_cost',
  'coupons.gift',
  'coupons.get_limit',
  'coupons.quantity',
  'coupons.get_num',
  'coupons.object_use_for',
  'coupons.use_scope',
  'coupons.use_scope_ids',
  'coupons.icon_url',
  'coupons.custom_url',
  'coupons.date_type',
  'coupons.begin_time',
  'coupons.end_time',
  'coupons.fixed_term',
] as const

/** Active coupons of one shop (or of every shop), optionally only those not yet expired. */
export async function listActiveCards(db: Kysely<Database>, filter: { distributorId?: number; notExpiredAt?: number }) {
  let query = db.selectFrom('coupons').select(CARD_COLUMNS).where('coupons.status', '=', 'active')
  if (filter.distributorId !== undefined) query = query.where('coupons.distributor_id', '=', filter.distributorId)
  if (filter.notExpiredAt !== undefined) query = query.where('coupons.end_time', '>=', filter.notExpiredAt)
  return query.orderBy('coupons.id', 'desc').execute()
}
export type CardRow = Awaited<ReturnType<typeof listActiveCards>>[number]

/** How many copies of each coupon the member holds, whatever their state. */
export async function countHeldByCard(
  db: Kysely<Database>,
  memberId: number,
  cardIds: number[],
): Promise<Map<number, number>> {
  if (cardIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('member_coupons')
    .select(['card_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId)
    .where('card_id', 'in', cardIds)
    .groupBy('card_id')
    .execute()
  return new Map(rows.map((row) => [row.card_id, Number(row.n)]))
}

/** How many copies of every coupon the member holds any of, whatever their state. */
const heldPerCouponQuery = preparedQuery((db, memberId: number) =>
  db
    .selectFrom('member_coupons')
    .select(['card_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId)
    .groupBy('card_id'),
)

export async function countHeldByMember(db: Kysely<Database>, memberId: number) {
  const { rows } = await heldPerCouponQuery(db, memberId)
  return rows.map((row) => ({ card_id: row.card_id, user_get_num: Number(row.n) }))
}

/** Goods with the category paths a coupon scope is checked against. */
export async function goodsScopeRows(db: Kysely<Database>, goodsIds: number[]) {
  if (goodsIds.length === 0) return []
  return db
    .selectFrom('goods')
    .leftJoin('categories as c', 'c.id', 'goods.category_id')
    .leftJoin('categories as mc', 'mc.id', 'goods.main_category_id')
    .select(['goods.id', 'goods.distributor_id', 'c.path as category_path', 'mc.path as main_category_path'])
    .where('goods.id', 'in', goodsIds)
    .execute()
}

/**
 * Issues one copy if any is left and the coupon can be received now. The row lock this update
 * takes (PostgreSQL) makes every other claim of the same coupon wait until this transaction ends,
 * so the per-member count read after it is exact.
 */
export async function takeOneCopy(db: Kysely<Database>, cardId: number, now: number) {
  return db
    .updateTable('coupons')
    .set((eb) => ({ get_num: eb('get_num', '+', 1) }))
    .where('id', '=', cardId)
    .where('status', '=', 'active')
    .where('begin_time', '<=', now)
    .where('end_time', '>=', now)
    .where((eb) => eb('get_num', '<', eb.ref('quantity')))
    .returning(['id', 'get_limit', 'date_type', 'begin_time', 'end_time', 'fixed_term'])
    .executeTakeFirst()
}

export async function findCard(db: Kysely<Database>, cardId: number) {
  return db
    .selectFrom('coupons')
    .select(['id', 'status', 'quantity', 'get_num', 'begin_time', 'end_time'])
    .where('id', '=', cardId)
    .executeTakeFirst()
}

export async function countHeld(db: Kysely<Database>, memberId: number, cardId: number): Promise<number> {
  const row = await db
    .selectFrom('member_coupons')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('card_id', '=', cardId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertMemberCoupon(
  db: Kysely<Database>,
  values: { memberId: number; cardId: number; code: string; beginTime: number; endTime: number; receivedAt: number },
): Promise<number> {
  const row = await db
    .insertInto('member_coupons')
    .values({
      member_id: values.memberId,
      card_id: values.cardId,
      code: values.code,
      status: 'unused',
      begin_time: values.beginTime,
      end_time: values.endTime,
      received_at: values.receivedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The member-area tabs: 1 usable or not yet started, 2 used, 3 expired. */
export type HeldTab = 1 | 2 | 3

function heldQuery(db: Kysely<Database>, memberId: number, tab: HeldTab, now: number) {
  const query = db
    .selectFrom('member_coupons as mc')
    .innerJoin('coupons', 'coupons.id', 'mc.card_id')
    .where('mc.member_id', '=', memberId)
  switch (tab) {
    case 1:
      return query.where('mc.status', '=', 'unused').where('mc.end_time', '>=', now)
    case 2:
      return query.where('mc.status', '=', 'used')
    case 3:
      return query.where((eb) =>
        eb.or([eb('mc.status', '=', 'expired'), eb.and([eb('mc.status', '=', 'unused'), eb('mc.end_time', '<', now)])]),
      )
  }
}

export async function listHeld(
  db: Kysely<Database>,
  memberId: number,
  tab: HeldTab,
  now: number,
  limit: number,
  offset: number,
) {
  let query = heldQuery(db, memberId, tab, now).select([
    ...CARD_COLUMNS,
    'mc.id as member_coupon_id',
    'mc.code',
    'mc.status as held_status',
    'mc.order_id',
    'mc.begin_time as held_begin_time',
    'mc.end_time as held_end_time',
    'mc.received_at',
    'mc.used_at',
  ])
  // Usable coupons soonest-expiring first; used ones latest use first; expired ones latest first.
  if (tab === 1) query = query.orderBy('mc.end_time', 'asc')
  else if (tab === 2) query = query.orderBy('mc.used_at', 'desc')
  else query = query.orderBy('mc.end_time', 'desc')
  return query.orderBy('mc.id', 'desc').limit(limit).offset(offset).execute()
}
export type HeldRow = Awaited<ReturnType<typeof listHeld>>[number]

export async function countHeldInTab(
  db: Kysely<Database>,
  memberId: number,
  tab: HeldTab,
  now: number,
): Promise<number> {
  const row = await heldQuery(db, memberId, tab, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

// What pricing a checkout needs of a coupon, and no more: every checkout reads these rows.
const usableHeldQuery = preparedQuery((db, memberId: number, now: number) =>
  db
    .selectFrom('member_coupons as mc')
    .innerJoin('coupons', 'coupons.id', 'mc.card_id')
    .select([
      'coupons.id',
      'coupons.distributor_id',
      'coupons.card_type',
      'coupons.title',
      'coupons.reduce_cost',
      'coupons.discount',
      'coupons.least_cost',
      'coupons.gift',
      'coupons.use_scope',
      'coupons.use_scope_ids',
      'mc.id as member_coupon_id',
      'mc.code',
      'mc.begin_time as held_begin_time',
      'mc.end_time as held_end_time',
    ])
    .where('mc.member_id', '=', memberId)
    .where('mc.status', '=', 'unused')
    .where('mc.begin_time', '<=', now)
    .where('mc.end_time', '>=', now)
    .where('coupons.status', '=', 'active')
    .orderBy('mc.end_time', 'asc')
    .orderBy('mc.id', 'asc'),
)

/** The member's unused copies usable right now, of coupons still active (every checkout reads them). */
export async function listUsableHeld(db: Kysely<Database>, memberId: number, now: number) {
  return (await usableHeldQuery(db, memberId, now)).rows
}

const markUsedQuery = preparedQuery((db, memberId: number, memberCouponId: number, orderId: string, now: number) =>
  db
    .updateTable('member_coupons')
    .set({ status: 'used', order_id: orderId, used_at: now })
    .where('id', '=', memberCouponId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'unused')
    .where('begin_time', '<=', now)
    .where('end_time', '>=', now)
    .returning(['id', 'card_id']),
)

export async function markUsed(
  db: Kysely<Database>,
  memberId: number,
  memberCouponId: number,
  orderId: string,
  now: number,
) {
  return (await markUsedQuery(db, memberId, memberCouponId, orderId, now)).rows[0]
}

export async function findHeld(db: Kysely<Database>, memberId: number, memberCouponId: number) {
  return db
    .selectFrom('member_coupons')
    .select(['id', 'status', 'begin_time', 'end_time'])
    .where('id', '=', memberCouponId)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
}

export async function markReleased(
  db: Kysely<Database>,
  memberId: number,
  memberCouponId: number,
  orderId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('member_coupons')
    .set({ status: 'unused', order_id: null, used_at: null })
    .where('id', '=', memberCouponId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'used')
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
