import type { SmsPurpose } from '../../db/types.ts'
import type { CaptchaPurpose } from '../captcha/purpose.ts'

export interface SmsKind {
  purpose: SmsPurpose
  /** The captcha purpose the request must answer first, when one is required. */
  captcha?: CaptchaPurpose
  /** What the text message says the code is for. */
  label: string
  /** Merchant sign-up: the mobile must not have a merchant account yet. */
  signUp?: true
}

const REGISTER: SmsKind = { purpose: 'register', captcha: 'sign', label: '注册' }
const LOGIN: SmsKind = { purpose: 'login', label: '登录' }
const RESET: SmsKind = { purpose: 'reset_password', captcha: 'forget_password', label: '找回密码' }
const BIND: SmsKind = { purpose: 'bind_mobile', label: '绑定手机' }
const MERCHANT: SmsKind = { purpose: 'merchant', label: '商家登录' }
const MERCHANT_SIGN_UP: SmsKind = { purpose: 'merchant', captcha: 'sign', label: '商家注册', signUp: true }

/**
 * Operator sign-in while the account is under attack. Not a `type` of GET member/sms/code: it is
 * asked for by account name (the designer API's `session/code`), never by mobile.
 */
export const OPERATOR_SIGN_IN: SmsKind = { purpose: 'operator', label: '运营后台登录' }

/** The `type` values of GET member/sms/code (ECShopX names and their common spellings). */
const KINDS: Readonly<Record<string, SmsKind>> = {
  sign: REGISTER,
  login: LOGIN,
  forget: RESET,
  forget_password: RESET,
  forgot_password: RESET,
  bind: BIND,
  update: BIND,
  merchant_login: MERCHANT,
  merchant_register: MERCHANT_SIGN_UP,
}

export function smsKind(type: string): SmsKind | undefined {
  return Object.hasOwn(KINDS, type) ? KINDS[type] : undefined
}
