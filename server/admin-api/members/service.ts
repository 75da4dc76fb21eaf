import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { ORDER_STATUS_DESC } from '../../commerce/order/status.ts'
import { earnPoints, spendPoints } from '../../commerce/point/service.ts'
import { isUniqueViolation } from '../../commerce/member/repo.ts'
import { revokeAllSessions } from '../../lib/auth.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import { now } from '../../../schemas/time.ts'
import type { PageQuery } from '../../../schemas/api/paging.ts'
import type {
  GradeBody,
  GradeView,
  MemberDetail,
  MemberFilters,
  MemberQuery,
  MemberRow,
  PointAdjustBody,
} from '../../../schemas/api/admin/members.ts'
import { gradeErrors, pointAdjustErrors } from '../../../schemas/grade-rules.ts'
import { chinaDateStart } from '../orders/china-day.ts'
import * as repo from './repo.ts'

const DAY = 86_400

/** A China day of the filters, refused with the members' own message. */
function day(text: string): number {
  try {
    return chinaDateStart(text)
  } catch (error) {
    if (error instanceof AppError) throw fail('MEMBER_DATE_INVALID')
    throw error
  }
}

/** The list's filters as the repository takes them; registration days are whole China days. */
export function memberFilter(companyId: number, query: MemberFilters): repo.MemberFilter {
  const from = query.reg_from ? day(query.reg_from) : undefined
  const to = query.reg_to ? day(query.reg_to) + DAY : undefined
  if (from !== undefined && to !== undefined && from >= to) throw fail('MEMBER_DATE_INVALID')
  return {
    companyId,
    keywords: (query.keywords ?? '').trim(),
    gradeId: query.grade_id,
    isStaff: query.is_staff === undefined ? undefined : query.is_staff === '1' ? 1 : 0,
    status: query.status,
    from,
    to,
  }
}

export const toMemberRow = (row: repo.MemberListRow): MemberRow => ({
  id: row.id,
  mobile: row.mobile,
  nickname: row.nickname,
  avatar: row.avatar,
  grade_id: row.grade_id,
  grade_name: row.grade_name ?? '',
  is_staff: row.is_staff,
  status: row.status,
  points: row.points ?? 0,
  created_at: row.created_at,
  last_login_at: row.last_login_at,
})

export async function listMemberRows(db: Kysely<Database>, companyId: number, query: MemberQuery) {
  const filter = memberFilter(companyId, query)
  const page = toPage(query, 20, 100)
  const { rows, total } = await repo.listMembers(db, filter, { offset: page.offset, limit: page.pageSize })
  return { list: rows.map(toMemberRow), total_count: total }
}

export async function memberDetail(db: Kysely<Database>, companyId: number, id: number): Promise<MemberDetail> {
  const row = await repo.findMember(db, companyId, id)
  if (!row) throw fail('MEMBER_NOT_FOUND')
  const orders = await repo.orderTotals(db, id)
  return {
    ...toMemberRow(row),
    sex: row.sex,
    birthday: row.birthday,
    email: row.email,
    grade_expires_at: row.grade_expires_at,
    total_earned: row.total_earned ?? 0,
    total_spent: row.total_spent ?? 0,
    order_count: orders.count,
    order_amount: orders.amount,
  }
}

/** The member of the operator's company, or 404 as for a missing one. */
async function requireMember(db: Kysely<Database>, companyId: number, id: number) {
  return memberDetail(db, companyId, id)
}

const pageOf = (query: PageQuery) => {
  const page = toPage(query, 10, 50)
  return { offset: page.offset, limit: page.pageSize }
}

export async function memberOrderPage(db: Kysely<Database>, companyId: number, id: number, query: PageQuery) {
  await requireMember(db, companyId, id)
  const { rows, total } = await repo.memberOrders(db, id, pageOf(query))
  return {
    list: rows.map((row) => ({ ...row, status_desc: ORDER_STATUS_DESC[row.status] })),
    total_count: total,
  }
}

export async function memberPointPage(db: Kysely<Database>, companyId: number, id: number, query: PageQuery) {
  await requireMember(db, companyId, id)
  const { rows, total } = await repo.memberPointLogs(db, id, pageOf(query))
  return { list: rows, total_count: total }
}

export async function memberCouponPage(db: Kysely<Database>, companyId: number, id: number, query: PageQuery) {
  await requireMember(db, companyId, id)
  const { rows, total } = await repo.memberCoupons(db, id, pageOf(query))
  return { list: rows, total_count: total }
}

export async function memberAddressList(db: Kysely<Database>, companyId: number, id: number) {
  await requireMember(db, companyId, id)
  return (await repo.memberAddresses(db, id)).map((row) => ({
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    region: [row.province, row.city, row.county].filter(Boolean).join(' '),
    addr: row.addr,
    is_default: row.is_default,
  }))
}

export async function memberFavoritePage(db: Kysely<Database>, companyId: number, id: number, query: PageQuery) {
  await requireMember(db, companyId, id)
  const { rows, total } = await repo.memberFavorites(db, id, pageOf(query))
  return { list: rows, total_count: total }
}

/** Puts the member in a grade the operator chose; it does not lapse (no end date) until changed again. */
export async function changeGrade(db: Kysely<Database>, companyId: number, id: number, gradeId: number) {
  const before = await requireMember(db, companyId, id)
  const grade = await repo.findGrade(db, companyId, gradeId)
  if (!grade) throw fail('GRADE_NOT_FOUND')
  await repo.setMember(db, id, { grade_id: gradeId, grade_expires_at: null, updated_at: now() })
  return { before, after: await memberDetail(db, companyId, id) }
}

/**
 * Adds or deducts points with the operator's reason, balance and ledger row in one transaction.
 * A deduction is one conditional UPDATE (balance >= amount), the statement checkout and the
 * points mall spend through, so concurrent spending can never take the balance below zero.
 */
export async function adjustPoints(db: Kysely<Database>, companyId: number, id: number, body: PointAdjustBody) {
  const errors = pointAdjustErrors(body)
  const count = Object.keys(errors).length
  if (count > 0) throw fail('MEMBER_POINTS_INVALID', { count }, { fields: errors })
  const member = await requireMember(db, companyId, id)
  const reason = body.reason.trim()
  const amount = Math.abs(body.amount)
  try {
    const { balance } = await db
      .transaction()
      .execute((trx) => (body.amount > 0 ? earnPoints(trx, id, amount, reason) : spendPoints(trx, id, amount, reason)))
    return { member, balance }
  } catch (error) {
    if (error instanceof AppError && error.code === 'POINTS_NOT_ENOUGH') {
      const balance = (await repo.findMember(db, companyId, id))?.points ?? 0
      throw fail('MEMBER_POINTS_NOT_ENOUGH', { balance, amount })
    }
    throw error
  }
}

export async function setStaff(db: Kysely<Database>, companyId: number, id: number, isStaff: 0 | 1) {
  const before = await requireMember(db, companyId, id)
  if (before.is_staff !== isStaff) await repo.setMember(db, id, { is_staff: isStaff, updated_at: now() })
  return { before, after: await memberDetail(db, companyId, id) }
}

/** Disabling ends every live session of the member in the same transaction; sign-in is refused until enabled. */
export async function setStatus(db: Kysely<Database>, companyId: number, id: number, status: 'active' | 'disabled') {
  const before = await requireMember(db, companyId, id)
  await db.transaction().execute(async (trx) => {
    await repo.setMember(trx, id, { status, updated_at: now() })
    if (status === 'disabled') await revokeAllSessions(trx, 'member', id)
  })
  return { before, after: await memberDetail(db, companyId, id) }
}

type GradeRow = NonNullable<Awaited<ReturnType<typeof repo.findGrade>>>

const toGradeView = (row: GradeRow): GradeView => ({
  id: row.id,
  name: row.name,
  grade_rank: row.grade_rank,
  discount: row.discount,
  price: row.price,
  valid_days: row.valid_days,
  guide_title: row.guide_title,
  description: row.description,
  background_color: row.background_color,
  is_default: row.is_default,
  member_count: Number(row.member_count ?? 0),
})

export async function gradeList(db: Kysely<Database>, companyId: number): Promise<GradeView[]> {
  return (await repo.listGrades(db, companyId)).map(toGradeView)
}

export async function saveGrade(db: Kysely<Database>, companyId: number, id: number, body: GradeBody) {
  const found = await repo.findGrade(db, companyId, id)
  if (!found) throw fail('GRADE_NOT_FOUND')
  const before = toGradeView(found)
  const errors = gradeErrors(body, before.is_default === 1)
  const count = Object.keys(errors).length
  if (count > 0) throw fail('MEMBER_GRADE_INVALID', { count }, { fields: errors })
  const name = body.name.trim()
  if (await repo.gradeNameTaken(db, name, id))
    throw fail('MEMBER_GRADE_NAME_TAKEN', { name }, { fields: { name: `会员等级「${name}」已存在` } })
  try {
    await repo.updateGrade(db, id, {
      name,
      discount: body.discount,
      price: body.price,
      valid_days: body.valid_days,
      guide_title: body.guide_title.trim(),
      description: body.description.trim(),
      background_color: body.background_color.trim(),
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('MEMBER_GRADE_NAME_TAKEN', { name })
    throw error
  }
  const after = await repo.findGrade(db, companyId, id)
  if (!after) throw fail('GRADE_NOT_FOUND')
  return { before, after: toGradeView(after) }
}
