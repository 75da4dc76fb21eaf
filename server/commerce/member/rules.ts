import { badRequest } from '../../lib/errors.ts'

/** Spec 5 validation, worded exactly as the spec (and the storefront forms) word it. */
export const messages = {
  mobile: '请输入正确的手机号',
  passwordRequired: '请输入密码',
  passwordShape: '8-20位密码，必须为数字和字母混合',
  passwordCharacters: '密码不能包括特殊字符',
  passwordMismatch: '输入的密码不一致',
  email: '邮箱格式不正确',
  nickname: '昵称不能超过20个字符',
  nicknameCharacters: '昵称包含不支持的字符',
  avatar: '头像地址不正确',
  sex: '性别只能是未知、男或女',
  birthday: '生日格式不正确，应为YYYY-MM-DD',
  birthdayFuture: '生日不能晚于今天',
} as const

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20
export const NICKNAME_MAX = 20

const MOBILE = /^1[3-9]\d{9}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const LETTERS_AND_DIGITS = /^[A-Za-z0-9]*$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** Control characters (NUL among them, which PostgreSQL text refuses) are never part of a valid value. */
const CONTROL = /[\u0000-\u001f\u007f]/

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value)
}

export function isMobile(value: string): boolean {
  return MOBILE.test(value)
}

export function assertMobile(mobile: string | undefined): string {
  const value = (mobile ?? '').trim()
  if (!MOBILE.test(value)) throw badRequest(messages.mobile, 'INVALID_MOBILE')
  return value
}

/** Order as on the forms: required, then length and letter-digit mix, then no special characters. */
export function passwordProblem(password: string | undefined): string | null {
  if (!password) return messages.passwordRequired
  const mixed = /\d/.test(password) && /[A-Za-z]/.test(password)
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX || !mixed) return messages.passwordShape
  if (!LETTERS_AND_DIGITS.test(password)) return messages.passwordCharacters
  return null
}

/** Checks a new password and, when the form sent one, its confirmation. */
export function assertNewPassword(password: string | undefined, confirmation?: string): string {
  const problem = passwordProblem(password)
  if (problem) throw badRequest(problem, 'INVALID_PASSWORD')
  if (confirmation !== undefined && confirmation !== password) throw badRequest(messages.passwordMismatch, 'PASSWORD_MISMATCH')
  return password as string
}

export function assertEmail(email: string): string {
  const value = email.trim()
  if (value.length > 100 || !EMAIL.test(value) || CONTROL.test(value)) throw badRequest(messages.email, 'INVALID_EMAIL')
  return value
}

export function assertNickname(nickname: string): string {
  const value = nickname.trim()
  if (CONTROL.test(value)) throw badRequest(messages.nicknameCharacters, 'INVALID_NICKNAME')
  if ([...value].length > NICKNAME_MAX) throw badRequest(messages.nickname, 'INVALID_NICKNAME')
  return value
}

/** Avatars are uploaded images (/uploads/...) or http(s) URLs; anything else could run script. */
export function assertAvatar(avatar: string): string {
  const value = avatar.trim()
  if (value === '') return value
  if (/\s/.test(value) || CONTROL.test(value)) throw badRequest(messages.avatar, 'INVALID_AVATAR')
  if (value.startsWith('/uploads/') && !value.includes('..')) return value
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return value
  } catch {
    // Falls through to the refusal below.
  }
  throw badRequest(messages.avatar, 'INVALID_AVATAR')
}

export function assertSex(sex: number): 0 | 1 | 2 {
  if (sex === 0 || sex === 1 || sex === 2) return sex
  throw badRequest(messages.sex, 'INVALID_SEX')
}

/** Today's date in China (UTC+8, no daylight saving) as YYYY-MM-DD, whatever the server's zone. */
export function chinaToday(now = Date.now()): string {
  return new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10)
}

/** A real calendar date, not after today and not more than 150 years back. */
export function assertBirthday(birthday: string, today = chinaToday()): string {
  const match = DATE.exec(birthday.trim())
  if (!match) throw badRequest(messages.birthday, 'INVALID_BIRTHDAY')
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  if (!real || year < Number(today.slice(0, 4)) - 150) throw badRequest(messages.birthday, 'INVALID_BIRTHDAY')
  // Both are zero-padded YYYY-MM-DD, so text order is date order.
  if (match[0] > today) throw badRequest(messages.birthdayFuture, 'INVALID_BIRTHDAY')
  return match[0]
}

/** '13800000000' -> '138****0000' (spec 9 phone mask), the nickname of a member who gave none. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
}
