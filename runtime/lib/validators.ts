/**
 * Form rules of spec 5. Predicates answer yes/no; `check*` functions return the Chinese message
 * to show, or null when the value passes.
 */

import { isEmail, isMobile, passwordProblem } from '../../schemas/form-rules.ts'

export { isEmail, isMobile }

const TAX_NUMBER = /^[A-Z0-9]+$/
const TAX_NUMBER_LENGTHS = new Set([15, 17, 18, 20])

export const messages = {
  passwordRequired: '请输入密码',
  passwordShape: '8-20位密码，必须为数字和字母混合',
  passwordCharacters: '密码不能包括特殊字符',
  passwordMismatch: '输入的密码不一致',
  email: '邮箱格式不正确',
  // The two below are not worded by the spec; they follow the usual mall phrasing.
  mobile: '请输入正确的手机号码',
  taxNumber: '请输入正确的纳税人识别号',
} as const

/** An empty string, empty array, null or undefined counts as missing. */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

/** Unified social credit codes are 18 characters; older tax numbers are 15, 17 or 20. */
export function isTaxNumber(value: string): boolean {
  return TAX_NUMBER.test(value) && TAX_NUMBER_LENGTHS.has(value.length)
}

export function checkEmail(value: string): string | null {
  return isEmail(value) ? null : messages.email
}

export function checkTaxNumber(value: string): string | null {
  return isTaxNumber(value) ? null : messages.taxNumber
}

/** Rules in the spec's order: required, then length and letter-digit mix, then no special characters. */
export function checkPassword(value: string): string | null {
  const problem = passwordProblem(value)
  if (problem === 'required') return messages.passwordRequired
  if (problem === 'shape') return messages.passwordShape
  if (problem === 'characters') return messages.passwordCharacters
  return null
}

export function checkPasswordConfirm(password: string, confirmation: string): string | null {
  return password === confirmation ? null : messages.passwordMismatch
}

/** '13800000000' -> '138****0000': the first 3 and last 4 digits stay visible. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return mobile
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`
}

/** A form's messages: each field (in the given order) whose check fails, with what the check said. */
export function fieldErrors<K extends string>(
  fields: readonly K[],
  check: (field: K) => string | null,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {}
  for (const field of fields) {
    const message = check(field)
    if (message) errors[field] = message
  }
  return errors
}
