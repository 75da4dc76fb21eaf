/**
 * Money display (spec 9), one rule for the storefront and the server's own texts (share posters).
 * Amounts are integer cents (分) shown in yuan with two decimals and thousands separators; anything
 * that is not a finite number shows '-'. Plain code the browser may import.
 */

type Amount = number | string | null | undefined

const INVALID = '-'

function toNumber(value: Amount): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : null
}

/** Inserts a comma every three digits of a string of digits. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}

/**
 * Formats in integer arithmetic: dividing by 100 in floating point and rounding with toFixed
 * misrounds values such as 1.005.
 */
function centsToYuanText(cents: number): string {
  const rounded = Math.round(Math.abs(cents))
  const yuan = Math.floor(rounded / 100)
  const fen = String(rounded % 100).padStart(2, '0')
  const sign = cents < 0 && rounded !== 0 ? '-' : ''
  return `${sign}${groupThousands(String(yuan))}.${fen}`
}

/** '1,234.50' for 123450 cents; '-' when invalid. */
export function formatAmount(cents: Amount): string {
  const n = toNumber(cents)
  return n === null ? INVALID : centsToYuanText(n)
}

/** '¥1,234.50' for 123450 cents, '-¥5.00' for -500; '-' when invalid. */
export function formatPrice(cents: Amount): string {
  const text = formatAmount(cents)
  if (text === INVALID) return INVALID
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`
}

/** Points prices are whole numbers with the unit 积分: '1,200积分'. */
export function formatPoints(points: Amount): string {
  const n = toNumber(points)
  if (n === null) return INVALID
  const whole = Math.round(n)
  const sign = whole < 0 ? '-' : ''
  return `${sign}${groupThousands(String(Math.abs(whole)))}积分`
}

/**
 * A discount coupon stores the percentage taken off (20 means 20% off); the fold (折) shown is
 * 10 - discount/10, so 20 gives '8折' and 15 gives '8.5折'. The designer writes the same number
 * as (100 - discount)/10, so this one function serves both.
 */
export function formatFold(discount: Amount): string {
  const n = toNumber(discount)
  if (n === null) return INVALID
  // Rounding to two places drops floating noise (10 - 3.3 = 6.7000000000000002); Number() drops a trailing .0.
  return `${Number((10 - n / 10).toFixed(2))}折`
}
