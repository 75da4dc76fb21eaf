import { Type, type Static } from '@sinclair/typebox'
import { Paged } from '../envelope.ts'
import { errorAnswers } from '../errors.ts'
import { withFieldErrors } from '../field-errors.ts'
import { Id, Nullable } from '../fields.ts'
import { PageQuery } from '../paging.ts'
import { routeSchemas } from '../route.ts'

/** 会员 › 会员与等级: the console's members list, a member's detail and actions, the grades. */

const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD，中国时间的自然日' })
const MemberStatus = Type.Union([Type.Literal('active'), Type.Literal('disabled')], {
  description: 'active 正常；disabled 已禁用（不能登录）',
})
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])

/** The list's (and the export's) filters. */
export const MemberFilters = Type.Object({
  /** Part of the mobile or the nickname. */
  keywords: Type.Optional(Type.String({ maxLength: 50 })),
  grade_id: Type.Optional(Id),
  /** 1 内购员工 only; 0 everyone else. */
  is_staff: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  status: Type.Optional(MemberStatus),
  /** Registered on or after this China day. */
  reg_from: Type.Optional(Day),
  /** Registered on or before this China day. */
  reg_to: Type.Optional(Day),
})
export type MemberFilters = Static<typeof MemberFilters>

export const MemberQuery = Type.Object({ ...PageQuery.properties, ...MemberFilters.properties })
export type MemberQuery = Static<typeof MemberQuery>

export const MemberRow = Type.Object({
  id: Type.Integer(),
  mobile: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  grade_id: Type.Integer(),
  grade_name: Type.String(),
  is_staff: Flag,
  status: MemberStatus,
  points: Type.Integer({ minimum: 0 }),
  created_at: Type.Integer(),
  last_login_at: Nullable(Type.Integer()),
})
export type MemberRow = Static<typeof MemberRow>

export const MemberDetail = Type.Object({
  ...MemberRow.properties,
  sex: Type.Integer({ description: '0 未知，1 男，2 女' }),
  birthday: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** When a bought grade falls back to the default grade; null when it does not. */
  grade_expires_at: Nullable(Type.Integer()),
  total_earned: Type.Integer({ minimum: 0 }),
  total_spent: Type.Integer({ minimum: 0 }),
  order_count: Type.Integer({ minimum: 0 }),
  /** Paid orders' amounts in cents (cancelled orders left out). */
  order_amount: Type.Integer({ minimum: 0 }),
})
export type MemberDetail = Static<typeof MemberDetail>

export const MemberOrderRow = Type.Object({
  order_id: Type.String(),
  status: Type.String(),
  status_desc: Type.String(),
  total_fee: Type.Integer(),
  total_num: Type.Integer(),
  created_at: Type.Integer(),
})
export type MemberOrderRow = Static<typeof MemberOrderRow>

export const MemberPointRow = Type.Object({
  id: Type.Integer(),
  delta: Type.Integer(),
  balance_after: Type.Integer(),
  reason: Type.String(),
  order_id: Nullable(Type.String()),
  created_at: Type.Integer(),
})
export type MemberPointRow = Static<typeof MemberPointRow>

export const MemberCouponRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  card_type: Type.String(),
  code: Type.String(),
  status: Type.String({ description: 'unused 未使用，used 已使用，expired 已过期' }),
  begin_time: Type.Integer(),
  end_time: Type.Integer(),
  received_at: Type.Integer(),
  order_id: Nullable(Type.String()),
})
export type MemberCouponRow = Static<typeof MemberCouponRow>

export const MemberAddressRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mobile: Type.String(),
  region: Type.String(),
  addr: Type.String(),
  is_default: Flag,
})
export type MemberAddressRow = Static<typeof MemberAddressRow>

export const MemberFavoriteRow = Type.Object({
  id: Type.Integer(),
  goods_id: Type.Integer(),
  item_name: Type.String(),
  price: Type.Integer(),
  created_at: Type.Integer(),
})
export type MemberFavoriteRow = Static<typeof MemberFavoriteRow>

export const GradeView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  grade_rank: Type.Integer(),
  discount: Type.Integer({ description: '优惠百分比：5 表示 9.5 折' }),
  price: Type.Integer({ description: '购买价格（分）；0 表示不可购买' }),
  valid_days: Type.Integer(),
  guide_title: Type.String(),
  description: Type.String(),
  background_color: Type.String(),
  is_default: Flag,
  member_count: Type.Integer({ minimum: 0 }),
})
export type GradeView = Static<typeof GradeView>

export const GradeBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  discount: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  price: Type.Integer({ minimum: -1, maximum: 2_000_000_000 }),
  valid_days: Type.Integer({ minimum: -1, maximum: 1_000_000 }),
  guide_title: Type.String({ maxLength: 500 }),
  description: Type.String({ maxLength: 2000 }),
  background_color: Type.String({ maxLength: 20 }),
})
export type GradeBody = Static<typeof GradeBody>

export const MemberIdParams = Type.Object({ id: Id })
export const MemberGradeBody = Type.Object({ grade_id: Id })
export type MemberGradeBody = Static<typeof MemberGradeBody>
export const PointAdjustBody = Type.Object({
  /** + adds, − deducts. */
  amount: Type.Integer({ minimum: -2_000_000_000, maximum: 2_000_000_000 }),
  reason: Type.String({ maxLength: 500 }),
})
export type PointAdjustBody = Static<typeof PointAdjustBody>
export const StaffBody = Type.Object({ is_staff: Flag })
export type StaffBody = Static<typeof StaffBody>
export const StatusBody = Type.Object({ status: MemberStatus })
export type StatusBody = Static<typeof StatusBody>

export const PointAdjusted = Type.Object({ balance: Type.Integer({ minimum: 0 }) })

const signedIn = ['UNAUTHORIZED', 'SESSION_EXPIRED', 'ADMIN_FORBIDDEN', 'VALIDATION'] as const

const memberRoute = routeSchemas('admin-members', errorAnswers(...signedIn, 'MEMBER_NOT_FOUND', 'MEMBER_DATE_INVALID'))
const memberWrite = routeSchemas(
  'admin-members',
  withFieldErrors(
    errorAnswers(
      ...signedIn,
      'MEMBER_NOT_FOUND',
      'GRADE_NOT_FOUND',
      'MEMBER_POINTS_INVALID',
      'MEMBER_POINTS_NOT_ENOUGH',
    ),
  ),
)
const gradeRoute = routeSchemas(
  'admin-members',
  withFieldErrors(errorAnswers(...signedIn, 'GRADE_NOT_FOUND', 'MEMBER_GRADE_INVALID', 'MEMBER_GRADE_NAME_TAKEN')),
)

const paged = { querystring: PageQuery }
const byId = { params: MemberIdParams }

export const memberListSchema = memberRoute(Paged(MemberRow), {
  summary: '会员列表（手机号/昵称搜索，按等级、员工、状态、注册日期筛选）',
  querystring: MemberQuery,
})
export const memberExportSchema = {
  summary: '导出会员 Excel（与列表相同的筛选）',
  tags: ['admin-members'],
  querystring: MemberFilters,
  produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  response: errorAnswers(...signedIn, 'MEMBER_DATE_INVALID'),
}
export const memberDetailSchema = memberRoute(MemberDetail, { summary: '会员详情', ...byId })
export const memberOrdersSchema = memberRoute(Paged(MemberOrderRow), {
  summary: '会员的订单（最近的在前）',
  ...byId,
  ...paged,
})
export const memberPointsSchema = memberRoute(Paged(MemberPointRow), {
  summary: '会员的积分明细',
  ...byId,
  ...paged,
})
export const memberCouponsSchema = memberRoute(Paged(MemberCouponRow), {
  summary: '会员的优惠券',
  ...byId,
  ...paged,
})
export const memberAddressesSchema = memberRoute(Type.Array(MemberAddressRow), { summary: '会员的收货地址', ...byId })
export const memberFavoritesSchema = memberRoute(Paged(MemberFavoriteRow), {
  summary: '会员收藏的商品',
  ...byId,
  ...paged,
})
export const memberGradeSchema = memberWrite(MemberDetail, {
  summary: '修改会员等级（运营设定的等级不会到期）',
  ...byId,
  body: MemberGradeBody,
})
export const memberPointAdjustSchema = memberWrite(PointAdjusted, {
  summary: '调整会员积分（正数增加，负数扣减，须填原因；余额不足时拒绝）',
  ...byId,
  body: PointAdjustBody,
})
export const memberStaffSchema = memberWrite(MemberDetail, { summary: '设为/取消内购员工', ...byId, body: StaffBody })
export const memberStatusSchema = memberWrite(MemberDetail, {
  summary: '禁用/启用会员（禁用即结束其全部登录）',
  ...byId,
  body: StatusBody,
})
export const gradeListSchema = gradeRoute(Type.Array(GradeView), { summary: '会员等级（按等级高低）' })
export const gradeUpdateSchema = gradeRoute(GradeView, {
  summary: '修改会员等级（商城即时生效）',
  params: MemberIdParams,
  body: GradeBody,
})
