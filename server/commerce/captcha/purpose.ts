/** What an image captcha was drawn for; an answer only counts for the purpose it was issued for. */
export type CaptchaPurpose = 'sign' | 'login' | 'forget_password' | 'bind' | 'merchant_login'

/** The `type` values clients send (ECShopX names and their common spellings). */
const PURPOSES: Readonly<Record<string, CaptchaPurpose>> = {
  sign: 'sign',
  login: 'login',
  forget: 'forget_password',
  forget_password: 'forget_password',
  forgot_password: 'forget_password',
  bind: 'bind',
  update: 'bind',
  merchant_login: 'merchant_login',
}

export function captchaPurpose(type: string): CaptchaPurpose | undefined {
  return Object.hasOwn(PURPOSES, type) ? PURPOSES[type] : undefined
}
