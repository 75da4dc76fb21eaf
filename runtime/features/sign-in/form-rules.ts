import { checkPassword, checkPasswordConfirm, isMissing, isMobile, messages } from '../../lib/validators.ts'

/**
 * Field rules of the sign-in forms. The password rules and texts are spec 5's (lib/validators);
 * the others follow the usual mall wording. Each returns the message to show, or null.
 */
export const authMessages = {
  mobileRequired: '请输入手机号',
  mobile: messages.mobile,
  passwordRequired: messages.passwordRequired,
  captchaRequired: '请输入图片验证码',
  smsCodeRequired: '请输入短信验证码',
  smsCodeShape: '请输入6位数字短信验证码',
  confirmRequired: '请再次输入密码',
  passwordMismatch: messages.passwordMismatch,
} as const

const SMS_CODE = /^\d{6}$/

export function mobileError(value: string): string | null {
  if (isMissing(value)) return authMessages.mobileRequired
  return isMobile(value) ? null : authMessages.mobile
}

/** Signing in only needs a password typed: older passwords may predate today's shape rules. */
export function loginPasswordError(value: string): string | null {
  return isMissing(value) ? authMessages.passwordRequired : null
}

/** A new password follows spec 5 in full (required, 8-20 mixed, letters and digits only). */
export function newPasswordError(value: string): string | null {
  return checkPassword(value)
}

export function confirmPasswordError(password: string, confirmation: string): string | null {
  if (isMissing(confirmation)) return authMessages.confirmRequired
  return checkPasswordConfirm(password, confirmation)
}

export function captchaError(value: string): string | null {
  return isMissing(value) ? authMessages.captchaRequired : null
}

export function smsCodeError(value: string): string | null {
  if (isMissing(value)) return authMessages.smsCodeRequired
  return SMS_CODE.test(value) ? null : authMessages.smsCodeShape
}
