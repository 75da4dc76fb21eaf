import { fail } from '../../lib/errors.ts'
import { MAX_QUANTITY } from '../checkout/quantity.ts'

/**
 * A quantity as the client sent it (number or numeric text). Whole numbers below 1 get the spec's
 * minimum message; fractions, text and anything above 99999 are '购买数量无效'.
 */
export function cartQuantity(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (!/^[+-]?\d{1,12}$/.test(text)) throw fail('QUANTITY_INVALID')
  const value = Number(text)
  if (value < 1) throw fail('QUANTITY_TOO_SMALL')
  if (value > MAX_QUANTITY) throw fail('QUANTITY_INVALID')
  return value
}
