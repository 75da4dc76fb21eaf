import { sql, type ExpressionBuilder, type Kysely, type Updateable } from 'kysely'
import { containsPattern } from '../../db/contains.ts'
import type { CouponsTable, Database } from '../../db/types.ts'
import type { CouponCardType, CouponState } from '../../../schemas/api/admin/coupons.ts'

/** Copies of the coupon used in orders. */
const usedNum = (eb: ExpressionBuilder<Database, 'coupons'>) =>
  eb
    .selectFrom('member_coupons')
    .select((inner) => inner.fn.countAll<number | string>().as('n'))
    .whereRef('member_coupons.card_id', '=', 'coupons.id')
    .where('member_coupons.status', '=', 'used')
    .as('used_num')

const COLUMNS = [
  'coupons.id',
  'coupons.card_type',
  'coupons.title',
  'coupons.description',
  'coupons.notice',
  'coupons.reduce_cost',
  'coupons.discount',
  'coupons.gift',
  'coupons.object_use_for',
  'coupons.least_cost',
  'coupons.date_type',
  'coupons.begin_time',
  'coupons.end_time',
  'coupons.fixed_term',
  'coupons.quantity',
  'coupons.get_limit',
  'coupons.get_num',
  'coupons.use_scope',
  'coupons.use_scope_ids',
  'coupons.status',
  'coupons.created_at',
] as const

interface CouponFilter {
  keywords: string
  cardType?: CouponCardType
  state?: CouponState
  now: number
}

function companyCoupons(db: Kysely<Database>, companyId: number, filter: CouponFilter) {
  let query = db.selectFrom('coupons').where('coupons.company_id', '=', companyId)
  if (filter.keywords)
    query = query.where(sql<boolean>`lower(coupons.title) like ${containsPattern(filter.keywords)} escape '\\'`)
  if (filter.cardType) query = query.where('coupons.card_type', '=', filter.cardType)
  switch (filter.state) {
    case 'stopped':
      return query.where('coupons.status', '=', 'disabled')
    case 'upcoming':
      return query.where('coupons.status', '=', 'active').where('coupons.begin_time', '>', filter.now)
    case 'ended':
      return query.where('coupons.status', '=', 'active').where('coupons.end_time', '<', filter.now)
    case 'receiving':
      return query
        .where('coupons.status', '=', 'active')
        .where('coupons.begin_time', '<=', filter.now)
        .where('coupons.end_time', '>=', filter.now)
    default:
      return query
  }
}

/** A page of the company's coupons, newest first, with how many copies were used. */
export async function listCoupons(
  db: Kysely<Database>,
  companyId: number,
  filter: CouponFilter,
  page: { offset: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    companyCoupons(db, companyId, filter)
      .select([...COLUMNS, usedNum])
      .orderBy('coupons.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    companyCoupons(db, companyId, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

export function findCoupon(db: Kysely<Database>, companyId: number, id: number) {
  return db
    .selectFrom('coupons')
    .select([...COLUMNS, usedNum])
    .where('coupons.company_id', '=', companyId)
    .where('coupons.id', '=', id)
    .executeTakeFirst()
}
export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCoupon>>>

type CouponValues = Omit<Updateable<CouponsTable>, 'id' | 'get_num' | 'company_id' | 'created_at'>

export async function insertCoupon(db: Kysely<Database>, companyId: number, values: CouponValues): Promise<number> {
  const { id } = await db
    .insertInto('coupons')
    .values({ ...values, company_id: companyId, distributor_id: 0 } as never)
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/**
 * Writes the coupon only while the copies already received fit the new quantity (and, when the
 * terms change, while none has been received). The condition is checked on the row this UPDATE
 * locks, so a claim committing meanwhile is seen: false means nothing was written.
 */
export async function updateCouponIf(
  db: Kysely<Database>,
  id: number,
  values: CouponValues & { quantity: number },
  options: { termsChange: boolean },
): Promise<boolean> {
  let query = db.updateTable('coupons').set(values).where('id', '=', id).where('get_num', '<=', values.quantity)
  if (options.termsChange) query = query.where('get_num', '=', 0)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function stopCoupon(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('coupons').set({ status: 'disabled' }).where('id', '=', id).execute()
}

/** The company's goods (not deleted) among `ids`, with their names. */
export function companyGoods(db: Kysely<Database>, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('goods')
    .select(['id', 'item_name as name'])
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .where('id', 'in', ids)
    .execute()
}

/** The company's categories among `ids`, with their names. */
export function companyCategories(db: Kysely<Database>, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('categories')
    .select(['id', 'category_name as name'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute()
}

/** The company's members whose mobile starts with `digits`. */
export function membersByMobile(db: Kysely<Database>, companyId: number, digits: string, limit: number) {
  return db
    .selectFrom('members')
    .select(['id', 'mobile', 'nickname'])
    .where('company_id', '=', companyId)
    .where('mobile', 'like', `${digits}%`)
    .orderBy('mobile')
    .limit(limit)
    .execute()
}

export function companyMembers(db: Kysely<Database>, companyId: number, ids: number[]) {
  return db
    .selectFrom('members')
    .select(['id', 'mobile', 'nickname'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute()
}

/** Every copy of the coupon, oldest claim first, with the member's mobile and nickname. */
export function claimsOf(db: Kysely<Database>, cardId: number) {
  return db
    .selectFrom('member_coupons as mc')
    .innerJoin('members', 'members.id', 'mc.member_id')
    .select([
      'mc.id',
      'mc.status',
      'mc.order_id',
      'mc.end_time',
      'mc.received_at',
      'mc.used_at',
      'members.mobile',
      'members.nickname',
    ])
    .where('mc.card_id', '=', cardId)
    .orderBy('mc.received_at')
    .orderBy('mc.id')
    .execute()
}
export type ClaimRow = Awaited<ReturnType<typeof claimsOf>>[number]
