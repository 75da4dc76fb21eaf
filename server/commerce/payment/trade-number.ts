import { randomInt } from 'node:crypto'

const digits = (n: number) =>
  Array.from({ length: n / 6 }, () => String(randomInt(0, 1_000_000)).padStart(6, '0')).join('')

const localDate = (at: Date) =>
  `${at.getFullYear()}${String(at.getMonth() + 1).padStart(2, '0')}${String(at.getDate()).padStart(2, '0')}`

/**
 * Payment number (out_trade_no at the provider): the local date and 18 random digits, 26 digits
 * in all — within WeChat's 32 and Alipay's 64 characters.
 */
export function newTradeNumber(at = new Date()): string {
  return `${localDate(at)}${digits(18)}`
}

/** Refund number (out_request_no / out_refund_no): "R", the local date and 18 random digits. */
export function newRefundNumber(at = new Date()): string {
  return `R${localDate(at)}${digits(18)}`
}
