/**
 * Form rules of spec 5 that the server enforces and the storefront's forms check before sending:
 * one definition for both, as plain values the browser may import (no schema library).
 */

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20
const LETTERS_AND_DIGITS = /^[A-Za-z0-9]*$/

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value)
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value)
}

/** What is wrong with a new password: missing, wrong length or not a letter-digit mix, or special characters. */
export type PasswordProblem = 'required' | 'shape' | 'characters'

/** Checked in the order the forms show the messages: required, then length and mix, then characters. */
export function passwordProblem(password: string | undefined): PasswordProblem | null {
  if (!password) return 'required'
  const mixed = /\d/.test(password) && /[A-Za-z]/.test(password)
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX || !mixed) return 'shape'
  if (!LETTERS_AND_DIGITS.test(password)) return 'characters'
  return null
}
