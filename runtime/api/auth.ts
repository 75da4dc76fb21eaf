/**
 * Sign-in, registration and password-recovery calls (spec 7.2 "User and auth"). Each takes the
 * client first so server loaders can pass the request's own.
 */
import type { LoginAnswer, LoginBody, ResetPasswordBody, StatusAnswer, TokenAnswer } from '../../schemas/api/auth.ts'
import type { ImageCode } from '../../schemas/api/captcha.ts'
import type { MemberSetting, Profile, Protocol } from '../../schemas/api/member.ts'
import type { SmsCodeQuery, SmsSent } from '../../schemas/api/sms.ts'
import type { TrustBinding, TrustLoginParams, TrustLoginProvider } from '../../schemas/api/trustlogin.ts'
import type { UserInfo } from '../stores/user.ts'
import type { CallOptions, Http } from './http.ts'
import { call } from './call.ts'

export type { TokenAnswer } from '../../schemas/api/auth.ts'
export type { ImageCode } from '../../schemas/api/captcha.ts'
export type { MemberSetting, Protocol } from '../../schemas/api/member.ts'
export type { TrustBinding, TrustLoginParams, TrustLoginProvider } from '../../schemas/api/trustlogin.ts'
export type { Profile as MemberProfile }

/** What an image captcha is drawn for; an answer only counts for that purpose. */
export type CaptchaType = 'sign' | 'login' | 'forget_password'

/** What an SMS code is sent for: registering, signing in, or recovering a password; a merchant's sign-in or sign-up. */
export type SmsCodeType = 'sign' | 'login' | 'forget' | 'bind' | 'merchant_login' | 'merchant_register'

/** GET member/sms/code for the purposes this site sends; token and yzm (the image captcha) go with sign and forget. */
export type SmsCodeRequest = Pick<SmsCodeQuery, 'token' | 'yzm'> & { mobile: string; type: SmsCodeType }

/** A password sign-in: username is the member's mobile. */
export type Credentials = Required<Pick<LoginBody, 'username' | 'password'>>

export type MobileCode = Required<Pick<LoginBody, 'mobile' | 'vcode'>>

export type NewPassword = Required<Pick<ResetPasswordBody, 'password' | 'password_confirm'>>

export function getImageCode(http: Http, type: CaptchaType, options?: CallOptions): Promise<ImageCode> {
  return call(http, 'GET /member/image/code', { type }, options)
}

export function sendSmsCode(http: Http, request: SmsCodeRequest, options?: CallOptions): Promise<SmsSent> {
  return call(http, 'GET /member/sms/code', { ...request }, options)
}

export function loginWithPassword(http: Http, credentials: Credentials, options?: CallOptions): Promise<TokenAnswer> {
  return call(http, 'POST /login', { ...credentials, auth_type: 'local' }, options)
}

export function loginWithSmsCode(http: Http, input: MobileCode, options?: CallOptions): Promise<TokenAnswer> {
  return call(http, 'POST /login', { ...input, auth_type: 'sms' }, options)
}

/** POST member: the new member is signed in at once; the answer carries the token. */
export function registerMember(
  http: Http,
  input: MobileCode & NewPassword,
  options?: CallOptions,
): Promise<TokenAnswer> {
  return call(http, 'POST /member', { ...input }, options)
}

/** Checks a password-recovery code without using it up, before the new password is asked for. */
export function checkResetCode(http: Http, input: MobileCode, options?: CallOptions): Promise<StatusAnswer> {
  return call(http, 'POST /member.safe.checkResetLoginPassword', { ...input }, options)
}

/** Sets a new password with the recovery code (which it uses up); every session is signed out. */
export function resetPassword(
  http: Http,
  input: MobileCode & NewPassword,
  options?: CallOptions,
): Promise<StatusAnswer> {
  return call(http, 'POST /member/reset/password', { ...input }, options)
}

/** POST staff/login: only a staff member may sign in here; others get 该账号不是员工账号. */
export function staffLogin(http: Http, credentials: Credentials, options?: CallOptions): Promise<TokenAnswer> {
  return call(http, 'POST /staff/login', { ...credentials }, options)
}

/** Ends the member's session: the server revokes it and clears the HttpOnly cookie the page cannot touch. */
export function logoutMember(http: Http, options?: CallOptions): Promise<StatusAnswer> {
  return call(http, 'POST /user.logout', {}, options)
}

/** Ends the shop's session and clears its cookie (spec 4 "Shop logout"). */
export function logoutMerchant(http: Http, options?: CallOptions): Promise<StatusAnswer> {
  return call(http, 'POST /merchant/logout', {}, options)
}

export function getMemberProfile(http: Http, options?: CallOptions): Promise<Profile> {
  return call(http, 'GET /member', {}, options)
}

export function getMemberSetting(http: Http, options?: CallOptions): Promise<MemberSetting> {
  return call(http, 'GET /member/setting', {}, options)
}

export function getProtocol(http: Http, type: 'member_register' | 'staff', options?: CallOptions): Promise<Protocol> {
  return call(http, 'GET /shops/protocol', { type }, options)
}

/** The user info the store keeps (spec 3 "User info"), from the member profile. */
export function userInfoOf(profile: Profile, loginType: string): UserInfo {
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

/** The existing account a WeChat ticket is bound to: its mobile with the password or an SMS login code. */
export type ExistingAccount = { mobile: string; password: string } | { mobile: string; vcode: string }

export function getTrustLoginProviders(http: Http, options?: CallOptions): Promise<TrustLoginProvider[]> {
  return call(http, 'GET /trustlogin/list', {}, options)
}

/**
 * Call from the browser only: the state is bound to the browser by an httpOnly cookie this answer
 * sets, and the callback page must post the code from that same browser.
 */
export function getTrustLoginParams(http: Http, redirectUrl: string, options?: CallOptions): Promise<TrustLoginParams> {
  return call(http, 'GET /trustlogin/params', { auth_type: 'pc_wxqrcode', redirect_url: redirectUrl }, options)
}

export function loginWithWechatCode(
  http: Http,
  callback: { code: string; state: string },
  options?: CallOptions,
): Promise<LoginAnswer> {
  return call(http, 'POST /login', { ...callback, auth_type: 'pc_wxqrcode' }, options)
}

/** POST user.trustlogin.bindExistsUser: binds the ticket's WeChat to an existing account and signs it in. */
export function bindTicketToAccount(
  http: Http,
  trustTicket: string,
  account: ExistingAccount,
  options?: CallOptions,
): Promise<TokenAnswer> {
  return call(http, 'POST /user.trustlogin.bindExistsUser', { trust_ticket: trustTicket, ...account }, options)
}

/** POST user.trustlogin.bind: the signed-in member binds WeChat with a ticket, or with the callback's code and state. */
export function bindWechatToMember(
  http: Http,
  proof: { trust_ticket: string } | { code: string; state: string },
  options?: CallOptions,
): Promise<TrustBinding> {
  return call(http, 'POST /user.trustlogin.bind', { ...proof }, options)
}

export function getTrustBindings(http: Http, options?: CallOptions): Promise<TrustBinding[]> {
  return call(http, 'GET /user.trustlogin.list', {}, options)
}

export function unbindTrustLogin(http: Http, type: string, options?: CallOptions): Promise<StatusAnswer> {
  return call(http, 'POST /user.trustlogin.unbind', { type }, options)
}
