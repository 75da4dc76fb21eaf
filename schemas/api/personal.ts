import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from './errors.ts'
import { DistributorId, Id, OptionalCompanyId } from './fields.ts'
import { routeSchemas } from './route.ts'

const route = routeSchemas('会员', errorAnswers('VALIDATION'))

export const PersonalQuery = Type.Object({
  /** The goods page being shown: whether the member collected it. */
  item_id: Type.Optional(Id),
  /** The shop page being shown: whether the member collected the shop. */
  distributor_id: Type.Optional(DistributorId),
  company_id: OptionalCompanyId,
})
export type PersonalQuery = Static<typeof PersonalQuery>

/**
 * A member's own parts of a shared page (pages are the same for every member of a grade and staff
 * flag, server/ssr/page-cache.ts), in one answer. Signed out (no session, or a dead one): only
 * `signed_in: false`, and a dead session cookie is cleared.
 */
export const Personal = Type.Object({
  signed_in: Type.Boolean(),
  /** The member's mobile, masked as the top bar shows it (138****5678). */
  mobile: Type.Optional(Type.String()),
  /** Units in the cart, the header badge. */
  cart_count: Type.Optional(Type.Integer()),
  /** The points balance (我的积分). */
  point: Type.Optional(Type.Integer()),
  /** Copies held of every coupon the member holds any of, by card_id; a coupon not named is held 0 times. */
  coupons: Type.Optional(Type.Array(Type.Object({ card_id: Type.Integer(), user_get_num: Type.Integer() }))),
  item_collected: Type.Optional(Type.Boolean()),
  shop_collected: Type.Optional(Type.Boolean()),
})
export type Personal = Static<typeof Personal>

export const personalSchema = route(Personal, {
  summary: '当前会员的个人信息（页面加载后填入：问候、购物车数量、积分、已领优惠券、收藏状态）',
  description: '应答为 `Cache-Control: private, no-store`；未登录只答 `signed_in: false`。',
  querystring: PersonalQuery,
})
