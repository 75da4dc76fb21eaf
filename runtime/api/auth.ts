/**
 * Sign-in, registration and password-recovery calls (spec 7.2 "User and auth"). Each takes the
 * client first so server loaders can pass the request's own.
 */
import type { UserInfo } from '../stores/user.ts'
import type { CallOptions, Http } from './http.ts'

/** What an image captcha is drawn for; an answer only counts for that purpose. */
export type CaptchaType = 'sign' | 'login' | 'forget_password'

/** What an SMS code is sent for: registering, signing in, or recovering a password. */
export type SmsCodeType = 'sign' | 'login' | 'forget'

export interface ImageCode {
  /** Sent back with the answer as `token`. */
  imageToken: string
  /** A data: URL of the captcha picture. */
  imageData: string
}

export interface SmsCodeRequest {
  mobile: string
  type: SmsCodeType
  /** Image captcha token and answer; registration and password recovery need them. */
  token?: string
  yzm?: string
}

export interface TokenAnswer {
  token: string
}

export interface Credentials {
  /** The member's mobile. */
  username: string
  password: string
}

export interface MobileCode {
  mobile: string
  vcode: string
}

export interface NewPassword {
  password: string
  password_confirm: string
}

/** GET member: the signed-in member's profile. */
export interface MemberProfile {
  memberInfo: {
    user_id: number
    mobile: string
    nickname: string
    avatar: string
    grade_id: number
    grade_name: string
    is_staff: '1' | '0'
  }
  vipgrade: { grade_id: number; grade_name: string; discount: number }
  point: number
}

type Flag = 0 | 1

/** GET member/setting: which sign-in features are on. */
export interface MemberSetting {
  register: { need_image_code: Flag; need_sms_code: Flag }
  login: { password: Flag; sms: Flag; wxqrcode: Flag }
  forget_password: { need_image_code: Flag }
  password: { min_length: number; max_length: number }
  sms: { resend_seconds: number; expires_minutes: number; code_length: number }
}

export interface Protocol {
  type: string
  title: string
  /** HTML; sanitise before showing it. */
  content: string
  update_date: string
}

export function getImageCode(http: Http, type: CaptchaType, options?: CallOptions): Promise<ImageCode> {
  return http.get<ImageCode>('member/image/code', { type }, options)
}

export function sendSmsCode(http: Http, request: SmsCodeRequest, options?: CallOptions): Promise<{ status: boolean; message: string }> {
  return http.get('member/sms/code', { ...request }, options)
}

export function loginWithPassword(http: Http, credentials: Credentials, options?: CallOptions): Promise<TokenAnswer> {
  return http.post<TokenAnswer>('login', { ...credentials, auth_type: 'local' }, options)
}

export function loginWithSmsCode(http: Http, input: MobileCode, options?: CallOptions): Promise<TokenAnswer> {
  return http.post<TokenAnswer>('login', { ...input, auth_type: 'sms' }, options)
}

/** POST member: the new member is signed in at once; the answer carries the token. */
export function registerMember(http: Http, input: MobileCode & NewPassword, options?: CallOptions): Promise<TokenAnswer> {
  return http.post<TokenAnswer>('member', { ...input }, options)
}

/** Checks a password-recovery code without using it up, before the new password is asked for. */
export function checkResetCode(http: Http, input: MobileCode, options?: CallOptions): Promise<{ status: boolean }> {
  return http.post('member.safe.checkResetLoginPassword', { ...input }, options)
}

/** Sets a new password with the recovery code (which it uses up); every session is signed out. */
export function resetPassword(http: Http, input: MobileCode & NewPassword, options?: CallOptions): Promise<{ status: boolean }> {
  return http.post('member/reset/password', { ...input }, options)
}

/** POST staff/login: only a staff member may sign in here; others get 该账号不是员工账号. */
export function staffLogin(http: Http, credentials: Credentials, options?: CallOptions): Promise<TokenAnswer> {
  return http.post<TokenAnswer>('staff/login', { ...credentials }, options)
}

/** Ends the member's session: the server revokes it and clears the HttpOnly cookie the page cannot touch. */
export function logoutMember(http: Http, options?: CallOptions): Promise<{ status: boolean }> {
  return http.post('user.logout', {}, options)
}

/** Ends the shop's session and clears its cookie (spec 4 "Shop logout"). */
export function logoutMerchant(http: Http, options?: CallOptions): Promise<{ status: boolean }> {
  return http.post('merchant/logout', {}, options)
}

export function getMemberProfile(http: Http, options?: CallOptions): Promise<MemberProfile> {
  return http.get<MemberProfile>('member', {}, options)
}

export function getMemberSetting(http: Http, options?: CallOptions): Promise<MemberSetting> {
  return http.get<MemberSetting>('member/setting', {}, options)
}

export function getProtocol(http: Http, type: 'member_register' | 'staff', options?: CallOptions): Promise<Protocol> {
  return http.get<Protocol>('shops/protocol', { type }, options)
}

/** The user info the store keeps (spec 3 "User info"), from the member profile. */
export function userInfoOf(profile: MemberProfile, loginType: string): UserInfo {
  const { memberInfo } = profile
  return {
    userId: memberInfo.user_id,
    grade_id: memberInfo.grade_id,
    login_type: loginType,
    is_staff: memberInfo.is_staff,
    memberInfo: { mobile: memberInfo.mobile },
  }
}

// ─── 微信扫码登录 (trustlogin) ────────────────────────────────────────────────

/** A third-party sign-in the mall has switched on (GET trustlogin/list). */
export interface TrustLoginProvider {
  type: string
  name: string
  /** 模拟微信登录: the server's own stand-in page instead of WeChat. */
  is_test: boolean
}

/** GET trustlogin/params: where the QR code leads, and the one-time state it carries. */
export interface TrustLoginParams {
  type: string
  appid: string
  scope: string
  state: string
  /** The full callback address (this site's page with its query). */
  redirect_uri: string
  /** The authorisation address: drawn as the QR code, or opened directly. */
  url: string
  /** Seconds until the state runs out. */
  expires_in: number
}

/** POST login with pc_wxqrcode: a session, or an unbound WeChat with a ticket to bind it with. */
export interface WechatLoginAnswer {
  token: string
  need_bind?: boolean
  trust_ticket?: string
  nickname?: string
  avatar?: string
}

/** One third-party sign-in bound to the member (GET user.trustlogin.list). */
export interface TrustBinding {
  type: string
  name: string
  nickname: string
  avatar: string
  /** Unix seconds. */
  bound_at: number
}

/** The existing account a WeChat ticket is bound to: its mobile with the password or an SMS login code. */
export type ExistingAccount = { mobile: string; password: string } | { mobile: string; vcode: string }

export function getTrustLoginProviders(http: Http, options?: CallOptions): Promise<TrustLoginProvider[]> {
  return http.get<TrustLoginProvider[]>('trustlogin/list', {}, options)
}

/**
 * Call from the browser only: the state is bound to the browser by an httpOnly cookie this answer
 * sets, and the callback page must post the code from that same browser.
 */
export function getTrustLoginParams(http: Http, redirectUrl: string, options?: CallOptions): Promise<TrustLoginParams> {
  return http.get<TrustLoginParams>('trustlogin/params', { auth_type: 'pc_wxqrcode', redirect_url: redirectUrl }, options)
}

export function loginWithWechatCode(http: Http, callback: { code: string; state: string }, options?: CallOptions): Promise<WechatLoginAnswer> {
  return http.post<WechatLoginAnswer>('login', { ...callback, auth_type: 'pc_wxqrcode' }, options)
}

/** POST user.trustlogin.bindExistsUser: binds the ticket's WeChat to an existing account and signs it in. */
export function bindTicketToAccount(http: Http, trustTicket: string, account: ExistingAccount, options?: CallOptions): Promise<TokenAnswer> {
  return http.post<TokenAnswer>('user.trustlogin.bindExistsUser', { trust_ticket: trustTicket, ...account }, options)
}

/** POST user.trustlogin.bind: the signed-in member binds WeChat with a ticket, or with the callback's code and state. */
export function bindWechatToMember(http: Http, proof: { trust_ticket: string } | { code: string; state: string }, options?: CallOptions): Promise<TrustBinding> {
  return http.post<TrustBinding>('user.trustlogin.bind', { ...proof }, options)
}

export function getTrustBindings(http: Http, options?: CallOptions): Promise<TrustBinding[]> {
  return http.get<TrustBinding[]>('user.trustlogin.list', {}, options)
}

export function unbindTrustLogin(http: Http, type: string, options?: CallOptions): Promise<{ status: boolean }> {
  return http.post('user.trustlogin.unbind', { type }, options)
}
