/**
 * The member centre's counters (spec 7.2 "Member area"): usable coupons and collected goods. The
 * profile itself (grade, points, staff flag) is GET member, in auth.ts.
 */
import type { AddressDeleted } from '../../schemas/api/address.ts'
import type { StatusAnswer } from '../../schemas/api/auth.ts'
import type { CollectedItem, CollectedShop } from '../../schemas/api/collect.ts'
import type { HeldCoupon } from '../../schemas/api/coupon.ts'
import type { Footprint, FootprintsRemoved } from '../../schemas/api/history.ts'
import type { MemberSex, PasswordBody, Profile, ProfileBody } from '../../schemas/api/member.ts'
import type { PointLog, PointSummary } from '../../schemas/api/point.ts'
import type { MemberRights, VipGradeList, VipOrder } from '../../schemas/api/vip.ts'
import type { Address } from './address.ts'
import type { CallOptions, Http, Page, PageQuery } from './http.ts'
import { call, callPaged } from './call.ts'

export { getMemberProfile, type MemberProfile } from './auth.ts'
export type {
  CollectedShop,
  Footprint,
  HeldCoupon,
  MemberRights,
  MemberSex,
  PointLog,
  PointSummary,
  VipGradeList,
  VipOrder,
}
export type { CollectedItem as CollectedGoods } from '../../schemas/api/collect.ts'
export type { CurrentVipGrade, VipGrade } from '../../schemas/api/vip.ts'

/** Coupons the member holds and can still use (user/getUserCardList status 1); one row is enough to learn the total. */
export async function countUsableCoupons(http: Http, options?: CallOptions): Promise<number> {
  const page = await callPaged(http, 'GET /user/getUserCardList', { status: 1, page_no: 1, page_size: 1 }, options)
  return page.total
}

/** Goods the member has collected (member/collect/item). */
export async function countCollectedItems(http: Http, options?: CallOptions): Promise<number> {
  const page = await callPaged(http, 'GET /member/collect/item', { page_no: 1, page_size: 1 }, options)
  return page.total
}

// ─── 账户设置: profile, password and the address book ────────────────────────────

/** GET member, with the fields the 个人信息 page edits (sex, birthday, email). */
export type MemberAccount = Profile

/** PUT member: only the fields sent change; an empty birthday clears it. */
export type ProfileChanges = Pick<ProfileBody, 'nickname' | 'birthday'> & { sex?: MemberSex }

export type PasswordChange = Required<Pick<PasswordBody, 'old_password' | 'new_password' | 'password_confirm'>>

export function getMemberAccount(http: Http, options?: CallOptions): Promise<MemberAccount> {
  return call(http, 'GET /member', {}, options)
}

/** POST member/bind: moves the signed-in member to a new mobile proven by an SMS code (type bind) sent to it. */
export function bindMemberMobile(
  http: Http,
  input: { mobile: string; vcode: string },
  options?: CallOptions,
): Promise<{ status: boolean; mobile: string }> {
  return call(http, 'POST /member/bind', { ...input }, options)
}

/** Answers the whole profile as it now stands. */
export function updateMemberProfile(
  http: Http,
  changes: ProfileChanges,
  options?: CallOptions,
): Promise<MemberAccount> {
  return call(http, 'PUT /member', { ...changes }, options)
}

/** POST member/password: the member's other sessions are signed out; this one stays signed in. */
export function changeMemberPassword(http: Http, change: PasswordChange, options?: CallOptions): Promise<StatusAnswer> {
  return call(http, 'POST /member/password', { ...change }, options)
}

/** Deleting the default address makes the newest remaining one the default. */
export function deleteMemberAddress(http: Http, addressId: number, options?: CallOptions): Promise<AddressDeleted> {
  return call(http, 'DELETE /member/address/:address_id', { address_id: addressId }, {}, options)
}

/** GET member.address.setDefault (spec 7.2): the member has exactly one default address. */
export function setDefaultMemberAddress(http: Http, addressId: number, options?: CallOptions): Promise<Address> {
  return call(http, 'GET /member.address.setDefault', { addr_id: addressId }, options)
}

// ─── 我的优惠券 (user/getUserCardList) ────────────────────────────────────────────────────────

/** The three tabs of 我的优惠券 and the getUserCardList status each one asks for. */
export const HELD_COUPON_STATUS = { unused: 1, used: 2, expired: 3 } as const
export type HeldCouponTab = keyof typeof HELD_COUPON_STATUS

export function listHeldCoupons(
  http: Http,
  tab: HeldCouponTab,
  query: PageQuery,
  options?: CallOptions,
): Promise<Page<HeldCoupon>> {
  return callPaged(http, 'GET /user/getUserCardList', { status: HELD_COUPON_STATUS[tab], ...query }, options)
}

/** How many coupons a tab holds; one row is enough to learn the total. */
export async function countHeldCoupons(http: Http, tab: HeldCouponTab, options?: CallOptions): Promise<number> {
  return (await listHeldCoupons(http, tab, { page_no: 1, page_size: 1 }, options)).total
}

// ─── 我的积分 (point/member/info balance, point/member ledger) ─────────────────────────────────────────────────

export function getPointSummary(http: Http, options?: CallOptions): Promise<PointSummary> {
  return call(http, 'GET /point/member/info', {}, options)
}

export function listPointLogs(http: Http, query: PageQuery, options?: CallOptions): Promise<Page<PointLog>> {
  return callPaged(http, 'GET /point/member', { ...query }, options)
}

// ─── 我的收藏 (member/collect/item, member/collect/distribution) ───────────────────────────────

export function listCollectedGoods(http: Http, query: PageQuery, options?: CallOptions): Promise<Page<CollectedItem>> {
  return callPaged(http, 'GET /member/collect/item', { ...query }, options)
}

export function listCollectedShops(http: Http, query: PageQuery, options?: CallOptions): Promise<Page<CollectedShop>> {
  return callPaged(http, 'GET /member/collect/distribution', { ...query }, options)
}

/** How many shops the member follows. */
export async function countCollectedShops(http: Http, options?: CallOptions): Promise<number> {
  return (await listCollectedShops(http, { page_no: 1, page_size: 1 }, options)).total
}

// ─── 我的足迹 (member/browse/history) ─────────────────────────────────────────────────────────

export function listFootprints(http: Http, query: PageQuery, options?: CallOptions): Promise<Page<Footprint>> {
  return callPaged(http, 'GET /member/browse/history/list', { ...query }, options)
}

/** Deletes the given footprints. */
export function removeFootprints(http: Http, historyIds: number[], options?: CallOptions): Promise<FootprintsRemoved> {
  return call(http, 'DELETE /member/browse/history', { history_ids: historyIds }, options)
}

/** Clears every footprint (清空足迹). */
export function clearFootprints(http: Http, options?: CallOptions): Promise<FootprintsRemoved> {
  return call(http, 'DELETE /member/browse/history', { is_empty: '1' }, options)
}

// ─── 会员等级与权益 (vipgrades/newlist, vipgrades/buy, member/rights) ─────────────────────────

export function getVipGrades(http: Http, options?: CallOptions): Promise<VipGradeList> {
  return call(http, 'GET /vipgrades/newlist', {}, options)
}

export function buyVipGrade(http: Http, gradeId: number, options?: CallOptions): Promise<VipOrder> {
  return call(http, 'POST /vipgrades/buy', { grade_id: gradeId }, options)
}

export function getMemberRights(http: Http, options?: CallOptions): Promise<MemberRights> {
  return call(http, 'GET /member/rights', {}, options)
}
