import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { claimCoupon } from '../../commerce/coupon/service.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import { now } from '../../../schemas/time.ts'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'
import type {
  CouponDetail,
  CouponGrantAnswer,
  CouponGrantOutcome,
  CouponMember,
  CouponQuery,
  CouponSaveBody,
  CouponState,
  CouponView,
} from '../../../schemas/api/admin/coupons.ts'
import { chinaDate, couponErrors, couponWindow, type CouponRuleContext } from '../../../schemas/coupon-rules.ts'
import * as repo from './repo.ts'

function scopeIds(json: string): number[] {
  try {
    const ids = JSON.parse(json) as unknown
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
}

function couponState(row: Pick<repo.CouponRow, 'status' | 'begin_time' | 'end_time'>, at: number): CouponState {
  if (row.status === 'disabled') return 'stopped'
  if (row.begin_time > at) return 'upcoming'
  if (row.end_time < at) return 'ended'
  return 'receiving'
}

function toView(row: repo.CouponRow, at: number): CouponView {
  return {
    id: row.id,
    card_type: row.card_type,
    title: row.title,
    description: row.description,
    notice: row.notice,
    reduce_cost: row.reduce_cost,
    discount: row.discount,
    gift: row.gift,
    object_use_for: row.object_use_for,
    least_cost: row.least_cost,
    date_type: row.date_type,
    begin_date: chinaDate(row.begin_time),
    end_date: chinaDate(row.end_time),
    begin_time: row.begin_time,
    end_time: row.end_time,
    fixed_term: row.fixed_term,
    quantity: row.quantity,
    get_limit: row.get_limit,
    get_num: row.get_num,
    used_num: Number(row.used_num ?? 0),
    use_scope: row.use_scope,
    use_scope_ids: scopeIds(row.use_scope_ids),
    state: couponState(row, at),
    created_at: row.created_at,
  }
}

async function scopeItems(db: Kysely<Database>, companyId: number, view: CouponView) {
  if (view.use_scope === 'all') return []
  const rows =
    view.use_scope === 'goods'
      ? await repo.companyGoods(db, companyId, view.use_scope_ids)
      : await repo.companyCategories(db, companyId, view.use_scope_ids)
  const names = new Map(rows.map((row) => [row.id, row.name]))
  return view.use_scope_ids.map((id) => ({ id, name: names.get(id) ?? `#${id}（已删除）` }))
}

export async function listCouponViews(db: Kysely<Database>, companyId: number, query: CouponQuery) {
  const at = now()
  const page = toPage(query, 20, 100)
  const { rows, total } = await repo.listCoupons(
    db,
    companyId,
    { keywords: (query.keywords ?? '').trim(), cardType: query.card_type, state: query.state, now: at },
    { offset: page.offset, limit: page.pageSize },
  )
  return { list: rows.map((row) => toView(row, at)), total_count: total }
}

async function requireCoupon(db: Kysely<Database>, companyId: number, id: number): Promise<CouponView> {
  const row = await repo.findCoupon(db, companyId, id)
  if (!row) throw fail('COUPON_NOT_FOUND')
  return toView(row, now())
}

export async function couponDetail(db: Kysely<Database>, companyId: number, id: number): Promise<CouponDetail> {
  const view = await requireCoupon(db, companyId, id)
  return { ...view, scope_items: await scopeItems(db, companyId, view) }
}

function refuse(errors: FieldErrors): void {
  const count = Object.keys(errors).length
  if (count > 0) throw fail('COUPON_INVALID', { count }, { fields: errors })
}

/** The rules of schemas/coupon-rules.ts, then what needs the database: the picked goods or categories are the company's. */
async function checkBody(db: Kysely<Database>, companyId: number, body: CouponSaveBody, context: CouponRuleContext) {
  const errors = couponErrors(body, context)
  if (!errors.use_scope_ids && body.use_scope !== 'all') {
    const ids = [...new Set(body.use_scope_ids ?? [])]
    const found =
      body.use_scope === 'goods'
        ? await repo.companyGoods(db, companyId, ids)
        : await repo.companyCategories(db, companyId, ids)
    if (found.length !== ids.length)
      errors.use_scope_ids =
        body.use_scope === 'goods' ? '部分商品不存在或已删除，请重新选择' : '部分分类不存在或已删除，请重新选择'
  }
  refuse(errors)
}

/** The columns a valid save body writes (only the value fields its type uses). */
function columnsOf(body: CouponSaveBody) {
  const window = couponWindow(body) as { begin_time: number; end_time: number }
  return {
    card_type: body.card_type,
    title: body.title.trim(),
    description: (body.description ?? '').trim(),
    notice: (body.notice ?? '').trim(),
    reduce_cost: body.card_type === 'cash' ? (body.reduce_cost ?? 0) : 0,
    discount: body.card_type === 'discount' ? (body.discount ?? 0) : 0,
    gift: body.card_type === 'gift' ? (body.gift ?? '').trim() : '',
    object_use_for: (body.object_use_for ?? '').trim(),
    least_cost: body.least_cost,
    date_type: body.date_type,
    begin_time: window.begin_time,
    end_time: window.end_time,
    fixed_term: body.date_type === 'relative' ? (body.fixed_term ?? 0) : 0,
    quantity: body.quantity,
    get_limit: body.get_limit,
    use_scope: body.use_scope,
    use_scope_ids: JSON.stringify(body.use_scope === 'all' ? [] : [...new Set(body.use_scope_ids ?? [])]),
  }
}

export async function createCoupon(db: Kysely<Database>, companyId: number, body: CouponSaveBody) {
  await checkBody(db, companyId, body, { today: chinaDate(now()) })
  const id = await repo.insertCoupon(db, companyId, columnsOf(body))
  return couponDetail(db, companyId, id)
}

/** What held copies are worth and where they apply: fixed once a member has received one. */
const TERMS = ['card_type', 'reduce_cost', 'discount', 'least_cost', 'gift', 'use_scope', 'use_scope_ids'] as const

export async function updateCoupon(db: Kysely<Database>, companyId: number, id: number, body: CouponSaveBody) {
  const before = await requireCoupon(db, companyId, id)
  const datesChanged = body.begin_date !== before.begin_date || body.end_date !== before.end_date
  await checkBody(db, companyId, body, {
    claimed: before.get_num,
    today: datesChanged ? chinaDate(now()) : undefined,
  })
  const values = columnsOf(body)
  const idsKey = (ids: number[]) => JSON.stringify([...ids].sort((x, y) => x - y))
  const termsChange = TERMS.some((field) =>
    field === 'use_scope_ids'
      ? idsKey(JSON.parse(values.use_scope_ids) as number[]) !== idsKey(before.use_scope_ids)
      : values[field] !== before[field],
  )
  if (termsChange && before.get_num > 0) throw fail('COUPON_TERMS_LOCKED')
  if (!(await repo.updateCouponIf(db, id, values, { termsChange }))) {
    // A claim committed after the read above: say what stands now.
    const latest = await requireCoupon(db, companyId, id)
    if (latest.get_num > body.quantity) throw fail('COUPON_QUANTITY_BELOW_CLAIMED', { claimed: latest.get_num })
    throw fail('COUPON_TERMS_LOCKED')
  }
  return { before, after: await couponDetail(db, companyId, id) }
}

export async function stopIssuing(db: Kysely<Database>, companyId: number, id: number) {
  const before = await requireCoupon(db, companyId, id)
  if (before.state === 'stopped') throw fail('COUPON_STOPPED')
  await repo.stopCoupon(db, id)
  return requireCoupon(db, companyId, id)
}

export async function searchMembers(db: Kysely<Database>, companyId: number, mobile: string): Promise<CouponMember[]> {
  const digits = mobile.trim()
  if (!/^\d{3,11}$/.test(digits)) throw fail('MOBILE_INVALID')
  return repo.membersByMobile(db, companyId, digits, 20)
}

/** The operator's words for a claim the claim path refused. */
const GRANT_REASONS: Partial<Record<string, string>> = {
  COUPON_LIMIT_REACHED: '已达每人限领张数',
  COUPON_SOLD_OUT: '优惠券已领完',
  COUPON_NOT_IN_PERIOD: '不在领取时间内',
  COUPON_NOT_FOUND: '优惠券已停止发放',
}

/**
 * Gives each member one copy through the shoppers' claim path (its own transaction per member),
 * so quantity and get_limit hold as for any claim; answers who got it and why the others did not.
 */
export async function grantCoupon(
  db: Kysely<Database>,
  companyId: number,
  id: number,
  memberIds: number[],
): Promise<{ coupon: CouponView; answer: CouponGrantAnswer }> {
  const coupon = await requireCoupon(db, companyId, id)
  if (coupon.state === 'stopped') throw fail('COUPON_STOPPED')
  if (coupon.state !== 'receiving') throw fail('COUPON_NOT_IN_PERIOD')
  const members = new Map((await repo.companyMembers(db, companyId, memberIds)).map((member) => [member.id, member]))
  const results: CouponGrantOutcome[] = []
  for (const memberId of memberIds) {
    const member = members.get(memberId)
    if (!member) {
      results.push({ member_id: memberId, mobile: '', nickname: '', ok: false, reason: '会员不存在' })
      continue
    }
    const who = { member_id: memberId, mobile: member.mobile, nickname: member.nickname }
    try {
      await claimCoupon(db, memberId, id)
      results.push({ ...who, ok: true, reason: '' })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      results.push({ ...who, ok: false, reason: GRANT_REASONS[error.code] ?? error.message })
    }
  }
  return { coupon, answer: { granted: results.filter((result) => result.ok).length, results } }
}
