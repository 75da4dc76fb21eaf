import { fail } from '../../lib/errors.ts'
import {
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordProblem as formPasswordProblem,
} from '../../../schemas/form-rules.ts'

// Spec 5 validation; the catalogue words the refusals exactly as the spec (and the storefront forms) word them.

export { PASSWORD_MAX, PASSWORD_MIN }
export const NICKNAME_MAX = 20

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** Control characters (NUL among them, which PostgreSQL text refuses) are never part of a valid value. */
const CONTROL = /[\u0000-\u001f\u007f]/

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value)
}

export function assertMobile(mobile: string | undefined): string {
  const value = (mobile ?? '').trim()
  if (!MOBILE_PATTERN.test(value)) throw fail('INVALID_MOBILE')
  return value
}

/** Order as on the forms: required, then length and letter-digit mix, then no special characters. */
export function passwordProblem(
  password: string | undefined,
): 'PASSWORD_REQUIRED' | 'INVALID_PASSWORD' | 'PASSWORD_CHARACTERS' | null {
  const problem = formPasswordProblem(password)
  if (problem === 'required') return 'PASSWORD_REQUIRED'
  if (problem === 'shape') return 'INVALID_PASSWORD'
  if (problem === 'characters') return 'PASSWORD_CHARACTERS'
  return null
}

/** Checks a new password and, when the form sent one, its confirmation. */
export function assertNewPassword(password: string | undefined, confirmation?: string): string {
  const problem = passwordProblem(password)
  if (problem) throw fail(problem)
  if (confirmation !== undefined && confirmation !== password) throw fail('PASSWORD_MISMATCH')
  return password as string
}

export function assertEmail(email: string): string {
  const value = email.trim()
  if (value.length > 100 || !EMAIL_PATTERN.test(value) || CONTROL.test(value)) throw fail('INVALID_EMAIL')
  return value
}

export function assertNickname(nickname: string): string {
  const value = nickname.trim()
  if (CONTROL.test(value)) throw fail('NICKNAME_CHARACTERS')
  if ([...value].length > NICKNAME_MAX) throw fail('INVALID_NICKNAME')
  return value
}

/** Avatars are uploaded images (/uploads/...) or http(s) URLs; anything else could run script. */
export function assertAvatar(avatar: string): string {
  const value = avatar.trim()
  if (value === '') return value
  if (/\s/.test(value) || CONTROL.test(value)) throw fail('INVALID_AVATAR')
  if (value.startsWith('/uploads/') && !value.includes('..')) return value
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return value
  } catch {
    // Falls through to the refusal below.
  }
  throw fail('INVALID_AVATAR')
}

export function assertSex(sex: number): 0 | 1 | 2 {
  if (sex === 0 || sex === 1 || sex === 2) return sex
  throw fail('INVALID_SEX')
}

/** Today's date in China (UTC+8, no daylight saving) as YYYY-MM-DD, whatever the server's zone. */
export function chinaToday(now = Date.now()): string {
  return new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10)
}

/** A real calendar date, not after today and not more than 150 years back. */
export function assertBirthday(birthday: string, today = chinaToday()): string {
  const match = DATE.exec(birthday.trim())
  if (!match) throw fail('INVALID_BIRTHDAY')
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  if (!real || year < Number(today.slice(0, 4)) - 150) throw fail('INVALID_BIRTHDAY')
  // Both are zero-padded YYYY-MM-DD, so text order is date order.
  if (match[0] > today) throw fail('BIRTHDAY_IN_FUTURE')
  return match[0]
}

/** '13800000000' -> '138****0000' (spec 9 phone mask), the nickname of a member who gave none. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
}
