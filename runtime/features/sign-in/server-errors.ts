import { ApiError, type ApiErrorCode } from '../../api/api-error.ts'

/** The form parts a server answer can point at. */
export type ErrorTarget = 'mobile' | 'captcha' | 'vcode' | 'password' | 'confirm' | 'form'

const FIELD_OF_CODE: Readonly<Partial<Record<ApiErrorCode, ErrorTarget>>> = {
  INVALID_MOBILE: 'mobile',
  MOBILE_TAKEN: 'mobile',
  MOBILE_UNKNOWN: 'mobile',
  USERNAME_REQUIRED: 'mobile',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_EXPIRED: 'captcha',
  CAPTCHA_WRONG: 'captcha',
  SMS_CODE_REQUIRED: 'vcode',
  SMS_CODE_WRONG: 'vcode',
  SMS_CODE_EXPIRED: 'vcode',
  SMS_CODE_LOCKED: 'vcode',
  PASSWORD_REQUIRED: 'password',
  INVALID_PASSWORD: 'password',
  PASSWORD_MISMATCH: 'confirm',
}

export interface ServerProblem {
  target: ErrorTarget
  message: string
}

/**
 * Where to show a failed call's message: beside the field it is about when the answer says so
 * (该手机号已注册 under the mobile), else at the top of the form (手机号或密码错误).
 */
export function serverProblem(error: unknown): ServerProblem {
  if (error instanceof ApiError) return { target: FIELD_OF_CODE[error.code] ?? 'form', message: error.message }
  // A 5xx answer rejects with the response itself; its text is not for shoppers.
  return { target: 'form', message: '服务繁忙，请稍后再试' }
}
