import { type AppError, fail } from '../../lib/errors.ts'

/** Spec 5 quantity input: whole units from 1 to 99999. */
export const MAX_QUANTITY = 99_999

/** A quantity as the client sent it (number or numeric text); anything but 1..99999 whole units is refused. */
export function parseQuantity(raw: unknown): number {
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_QUANTITY)
    throw fail('QUANTITY_INVALID')
  return value
}

/**
 * A cart quantity as the client sent it (number or numeric text). Whole numbers below 1 get the
 * spec's minimum message; fractions, text and anything above 99999 are '购买数量无效'.
 */
export function cartQuantity(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (!/^[+-]?\d{1,12}$/.test(text)) throw fail('QUANTITY_INVALID')
  const value = Number(text)
  if (value < 1) throw fail('QUANTITY_TOO_SMALL')
  if (value > MAX_QUANTITY) throw fail('QUANTITY_INVALID')
  return value
}

/** Whether `num` units can be taken from `store`; the spec 5 message when not. */
export function stockRefusal(store: number, num: number): AppError | null {
  if (store >= num) return null
  if (store <= 0) return fail('SOLD_OUT')
  return fail('STOCK_NOT_ENOUGH', { store })
}
