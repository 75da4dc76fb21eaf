import { sql, type Kysely } from 'kysely'
import { containsPattern } from '../../db/contains.ts'
import type { Database, MemberStatus, VipGradesTable } from '../../db/types.ts'
import type { Updateable } from 'kysely'

/** What the members list and export filter by, already checked (days as Unix seconds). */
export interface MemberFilter {
  companyId: number
  keywords: string
  gradeId?: number
  isStaff?: 0 | 1
  status?: MemberStatus
  /** created_at >= from */
  from?: number
  /** created_at < to */
  to?: number
}

const ROW_COLUMNS = [
  'members.id',
  'members.mobile',
  'members.nickname',
  'members.avatar',
  'members.grade_id',
  'members.is_staff',
  'members.status',
  'members.created_at',
  'members.last_login_at',
  'vip_grades.name as grade_name',
  'member_points.balance as points',
] as const

function filtered(db: Kysely<Database>, filter: MemberFilter) {
  let query = db.selectFrom('members').where('members.company_id', '=', filter.companyId)
  if (filter.keywords) {
    const pattern = containsPattern(filter.keywords)
    query = query.where(
      sql<boolean>`(members.mobile like ${pattern} escape '\\' or lower(members.nickname) like ${pattern} escape '\\')`,
    )
  }
  if (filter.gradeId !== undefined) query = query.where('members.grade_id', '=', filter.gradeId)
  if (filter.isStaff !== undefined) query = query.where('members.is_staff', '=', filter.isStaff)
  if (filter.status) query = query.where('members.status', '=', filter.status)
  if (filter.from !== undefined) query = query.where('members.created_at', '>=', filter.from)
  if (filter.to !== undefined) query = query.where('members.created_at', '<', filter.to)
  return query
}

function withColumns(db: Kysely<Database>, filter: MemberFilter) {
  return filtered(db, filter)
    .leftJoin('vip_grades', 'vip_grades.id', 'members.grade_id')
    .leftJoin('member_points', 'member_points.member_id', 'members.id')
    .select(ROW_COLUMNS)
}

export type MemberListRow = Awaited<ReturnType<typeof listMembers>>['rows'][number]

/** A page of the company's members, newest first, with their grade names and point balances. */
export async function listMembers(db: Kysely<Database>, filter: MemberFilter, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    withColumns(db, filter)
      .orderBy('members.created_at', 'desc')
      .orderBy('members.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

/** The export's batches: members after `afterId` in id order (keyset paging keeps each batch cheap). */
export function memberBatch(db: Kysely<Database>, filter: MemberFilter, afterId: number, limit: number) {
  return withColumns(db, filter)
    .select(['members.sex', 'members.birthday', 'members.email'])
    .where('members.id', '>', afterId)
    .orderBy('members.id')
    .limit(limit)
    .execute()
}

export function findMember(db: Kysely<Database>, companyId: number, id: number) {
  return withColumns(db, { companyId, keywords: '' })
    .select([
      'members.sex',
      'members.birthday',
      'members.email',
      'members.grade_expires_at',
      'member_points.total_earned',
      'member_points.total_spent',
    ])
    .where('members.id', '=', id)
    .executeTakeFirst()
}

export async function orderTotals(db: Kysely<Database>, memberId: number) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      sql<
        number | string | null
      >`sum(case when ${eb.ref('paid_at')} is not null and ${eb.ref('status')} <> 'CANCEL' then ${eb.ref('total_fee')} else 0 end)`.as(
        'amount',
      ),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), amount: Number(row.amount ?? 0) }
}

export async function memberOrders(db: Kysely<Database>, memberId: number, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['order_id', 'status', 'total_fee', 'total_num', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

/** A page of the member's point log, newest first. */
export async function memberPointLogs(db: Kysely<Database>, memberId: number, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('point_logs')
      .select(['id', 'delta', 'balance_after', 'reason', 'order_id', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('point_logs')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

export async function memberCoupons(db: Kysely<Database>, memberId: number, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('member_coupons')
      .innerJoin('coupons', 'coupons.id', 'member_coupons.card_id')
      .select([
        'member_coupons.id',
        'coupons.title',
        'coupons.card_type',
        'member_coupons.code',
        'member_coupons.status',
        'member_coupons.begin_time',
        'member_coupons.end_time',
        'member_coupons.received_at',
        'member_coupons.order_id',
      ])
      .where('member_coupons.member_id', '=', memberId)
      .orderBy('member_coupons.received_at', 'desc')
      .orderBy('member_coupons.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('member_coupons')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

export function memberAddresses(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('addresses')
    .select(['id', 'name', 'mobile', 'province', 'city', 'county', 'addr', 'is_default'])
    .where('member_id', '=', memberId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export async function memberFavorites(db: Kysely<Database>, memberId: number, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('collect_items')
      .innerJoin('goods', 'goods.id', 'collect_items.goods_id')
      .select([
        'collect_items.id',
        'collect_items.goods_id',
        'goods.item_name',
        'goods.price',
        'collect_items.created_at',
      ])
      .where('collect_items.member_id', '=', memberId)
      .orderBy('collect_items.created_at', 'desc')
      .orderBy('collect_items.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('collect_items')
      .innerJoin('goods', 'goods.id', 'collect_items.goods_id')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('collect_items.member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

export async function setMember(
  db: Kysely<Database>,
  id: number,
  changes: { grade_id?: number; grade_expires_at?: null; is_staff?: 0 | 1; status?: MemberStatus; updated_at: number },
) {
  await db.updateTable('members').set(changes).where('id', '=', id).execute()
}

const GRADE_COLUMNS = [
  'vip_grades.id',
  'vip_grades.name',
  'vip_grades.grade_rank',
  'vip_grades.discount',
  'vip_grades.price',
  'vip_grades.valid_days',
  'vip_grades.guide_title',
  'vip_grades.description',
  'vip_grades.background_color',
  'vip_grades.is_default',
] as const

function gradesWithCounts(db: Kysely<Database>, companyId: number) {
  return db.selectFrom('vip_grades').select((eb) => [
    ...GRADE_COLUMNS,
    eb
      .selectFrom('members')
      .select((inner) => inner.fn.countAll<number | string>().as('count'))
      .whereRef('members.grade_id', '=', 'vip_grades.id')
      .where('members.company_id', '=', companyId)
      .as('member_count'),
  ])
}

export function listGrades(db: Kysely<Database>, companyId: number) {
  return gradesWithCounts(db, companyId).orderBy('vip_grades.grade_rank').orderBy('vip_grades.id').execute()
}

export function findGrade(db: Kysely<Database>, companyId: number, id: number) {
  return gradesWithCounts(db, companyId).where('vip_grades.id', '=', id).executeTakeFirst()
}

export async function gradeNameTaken(db: Kysely<Database>, name: string, except: number) {
  const row = await db
    .selectFrom('vip_grades')
    .select('id')
    .where('name', '=', name)
    .where('id', '!=', except)
    .executeTakeFirst()
  return row !== undefined
}

export async function updateGrade(db: Kysely<Database>, id: number, changes: Updateable<VipGradesTable>) {
  await db.updateTable('vip_grades').set(changes).where('id', '=', id).execute()
}
