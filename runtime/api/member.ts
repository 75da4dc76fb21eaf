/**
 * The member centre's counters (spec 7.2 "Member area"): usable coupons and collected goods. The
 * profile itself (grade, points, staff flag) is GET member, in auth.ts.
 */
import type { Address } from './address.ts'
import type { MemberProfile } from './auth.ts'
import type { CallOptions, Http, Page, PageQuery } from './http.ts'

export { getMemberProfile, type MemberProfile } from './auth.ts'

/** Coupons the member holds and can still use (user/getUserCardList status 1); one row is enough to learn the total. */
export async function countUsableCoupons(http: Http, options?: CallOptions): Promise<number> {
  const page = await http.paged<unknown>('user/getUserCardList', { status: 1, page_no: 1, page_size: 1 }, options)
  return page.total
}

/** Goods the member has collected (member/collect/item). */
export async function countCollectedItems(http: Http, options?: CallOptions): Promise<number> {
  const page = await http.paged<unknown>('member/collect/item', { page_no: 1, page_size: 1 }, options)
  return page.total
}

// ─── 账户设置: profile, password and the address book ────────────────────────────

/** 0 保密 (the server's 未知), 1 男, 2 女. */
export type MemberSex = 0 | 1 | 2

/** GET member with the fields the 个人信息 page edits. */
export interface MemberAccount extends MemberProfile {
  memberInfo: MemberProfile['memberInfo'] & {
    sex: MemberSex
    /** YYYY-MM-DD, '' when not given. */
    birthday: string
    email: string
  }
}

/** PUT member: only the fields sent change; an empty birthday clears it. */
export interface ProfileChanges {
  nickname?: string
  sex?: MemberSex
  birthday?: string
}

export interface PasswordChange {
  old_password: string
  new_password: string
  password_confirm: string
}

export function getMemberAccount(http: Http, options?: CallOptions): Promise<MemberAccount> {
  return http.get<MemberAccount>('member', {}, options)
}

/** Answers the whole profile as it now stands. */
export function updateMemberProfile(http: Http, changes: ProfileChanges, options?: CallOptions): Promise<MemberAccount> {
  return http.put<MemberAccount>('member', { ...changes }, options)
}

/** POST member/password: the member's other sessions are signed out; this one stays signed in. */
export function changeMemberPassword(http: Http, change: PasswordChange, options?: CallOptions): Promise<{ status: boolean }> {
  return http.post<{ status: boolean }>('member/password', { ...change }, options)
}

/** Deleting the default address makes the newest remaining one the default. */
export function deleteMemberAddress(http: Http, addressId: number, options?: CallOptions): Promise<{ status: boolean; address_id: number }> {
  return http.delete<{ status: boolean; address_id: number }>(`member/address/${addressId}`, {}, options)
}

/** GET member.address.setDefault (spec 7.2): the member has exactly one default address. */
export function setDefaultMemberAddress(http: Http, addressId: number, options?: CallOptions): Promise<Address> {
  return http.get<Address>('member.address.setDefault', { addr_id: addressId }, options)
}

// ─── 我的优惠券 (user/getUserCardList) ────────────────────────────────────────────────────────

/** The three tabs of 我的优惠券 and the getUserCardList status each one asks for. */
export const HELD_COUPON_STATUS = { unused: 1, used: 2, expired: 3 } as const
export type HeldCouponTab = keyof typeof HELD_COUPON_STATUS

/** A coupon the member holds (one copy); money in cents, dates in unix seconds. */
export interface HeldCoupon {
  /** The member's copy. */
  id: number
  card_id: number
  distributor_id: number
  card_type: 'cash' | 'discount' | 'gift'
  title: string
  description: string
  notice: string
  reduce_cost: number
  /** Percent off (20 shows as 8折). */
  discount: number
  least_cost: number
  gift: string
  object_use_for: string
  use_scope: 'all' | 'goods' | 'category'
  custom_url: string
  date_type: 'fixed' | 'relative'
  fixed_term: number
  code: string
  status: HeldCouponTab
  order_id: string | null
  /** This copy's own validity. */
  begin_date: number
  end_date: number
  received_at: number
  used_at: number | null
}

export function listHeldCoupons(http: Http, tab: HeldCouponTab, query: PageQuery, options?: CallOptions): Promise<Page<HeldCoupon>> {
  return http.paged<HeldCoupon>('user/getUserCardList', { status: HELD_COUPON_STATUS[tab], ...query }, options)
}

/** How many coupons a tab holds; one row is enough to learn the total. */
export async function countHeldCoupons(http: Http, tab: HeldCouponTab, options?: CallOptions): Promise<number> {
  return (await listHeldCoupons(http, tab, { page_no: 1, page_size: 1 }, options)).total
}

// ─── 我的积分 (point/member, point/member/info) ─────────────────────────────────────────────────

export interface PointSummary {
  point: number
  total_earned: number
  total_spent: number
  rule: { points_per_yuan: number; max_deduct_percent: number; earn_per_yuan: number; text: string }
}

/** One change of the balance, newest first. */
export interface PointLog {
  id: number
  /** Positive when earned or given back, negative when spent. */
  delta: number
  balance_after: number
  type: 'income' | 'outcome'
  reason: string
  order_id: string | null
  created_at: number
}

export function getPointSummary(http: Http, options?: CallOptions): Promise<PointSummary> {
  return http.get<PointSummary>('point/member', {}, options)
}

export function listPointLogs(http: Http, query: PageQuery, options?: CallOptions): Promise<Page<PointLog>> {
  return http.paged<PointLog>('point/member/info', { ...query }, options)
}

// ─── 我的收藏 (member/collect/item, member/collect/distribution) ───────────────────────────────

/** The goods card fields a favourite or a footprint shows (server goods card). */
export interface MemberGoodsCard {
  item_id: number
  item_name: string
  title: string
  imgUrl: string
  image_default_id: string
  /** Cents. */
  price: number
  market_price: number
  member_price: number
  activity_price: number | null
  approve_status: 'onsale' | 'instock'
  valid_lucky: 0 | 1
  distributor_id: number
  promotions: { promotion_tag: string; promotion_name?: string }[]
}

export interface CollectedGoods extends MemberGoodsCard {
  fav_id: number
  /** The price the member pays now (activity, else member price), in cents. */
  item_price: number
  /** When it was collected, unix seconds. */
  created: number
}

export interface CollectedShop {
  fav_id: number
  distributor_id: number
  name: string
  logo: string
  province: string
  city: string
  area: string
  address: string
  /** active, or closed (kept so the member can remove it). */
  status: string
  tagList: { tag_id: number; tag_name: string; tag_color: string }[]
  created: number
}

export function listCollectedGoods(http: Http, query: PageQuery, options?: CallOptions): Promise<Page<CollectedGoods>> {
  return http.paged<CollectedGoods>('member/collect/item', { ...query }, options)
}

export function listCollectedShops(http: Http, query: PageQuery, options?: CallOptions): Promise<Page<CollectedShop>> {
  return http.paged<CollectedShop>('member/collect/distribution', { ...query }, options)
}

/** How many shops the member follows. */
export async function countCollectedShops(http: Http, options?: CallOptions): Promise<number> {
  return (await listCollectedShops(http, { page_no: 1, page_size: 1 }, options)).total
}

// ─── 我的足迹 (member/browse/history) ─────────────────────────────────────────────────────────

export interface Footprint extends MemberGoodsCard {
  history_id: number
  /** Last time the member opened the goods, unix seconds. */
  viewed_at: number
}

export function listFootprints(http: Http, query: PageQuery, options?: CallOptions): Promise<Page<Footprint>> {
  return http.paged<Footprint>('member/browse/history/list', { ...query }, options)
}

/** Deletes the given footprints. */
export function removeFootprints(http: Http, historyIds: number[], options?: CallOptions): Promise<{ status: boolean; deleted: number }> {
  return http.delete('member/browse/history', { history_ids: historyIds }, options)
}

/** Clears every footprint (清空足迹). */
export function clearFootprints(http: Http, options?: CallOptions): Promise<{ status: boolean; deleted: number }> {
  return http.delete('member/browse/history', { is_empty: '1' }, options)
}

// ─── 会员等级与权益 (vipgrades/newlist, vipgrades/buy, member/rights) ─────────────────────────

export interface VipGrade {
  grade_id: number
  grade_name: string
  grade_rank: number
  /** Percent off the sale price (5 shows as 9.5折). */
  discount: number
  /** Price in cents. */
  price: number
  valid_days: number
  description: string
  guide_title: string
  background_color: string
  is_default: 0 | 1
  /** 1 when the member may buy it now. */
  can_buy: 0 | 1
}

export interface CurrentVipGrade {
  grade_id: number
  grade_name: string
  grade_rank: number
  discount: number
  is_default: 0 | 1
  /** When a bought grade ends; null for the default grade. */
  grade_expires_at: number | null
}

export interface VipGradeList {
  list: VipGrade[]
  total_count: number
  current_grade: CurrentVipGrade | null
}

/** The payable order buying a grade creates; it is paid at /cashier?order_id=. */
export interface VipOrder {
  order_id: string
  total_fee: number
  order_type: 'vip'
}

export interface MemberRights {
  grade_id: number
  grade_name: string
  grade_expires_at: number | null
  discount: number
  point_multiplier: number
  free_shipping: boolean
}

export function getVipGrades(http: Http, options?: CallOptions): Promise<VipGradeList> {
  return http.get<VipGradeList>('vipgrades/newlist', {}, options)
}

export function buyVipGrade(http: Http, gradeId: number, options?: CallOptions): Promise<VipOrder> {
  return http.post<VipOrder>('vipgrades/buy', { grade_id: gradeId }, options)
}

export function getMemberRights(http: Http, options?: CallOptions): Promise<MemberRights> {
  return http.get<MemberRights>('member/rights', {}, options)
}
