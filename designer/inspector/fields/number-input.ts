import type { NumberBounds } from '../../../schemas/hints/walk.ts'

/**
 * What a typed number means for a field with bounds: the value to store, or why it cannot be
 * stored as typed (the messages validateWidget uses, so the inspector and the problems panel
 * agree) with the value it is clamped to.
 */
export type NumberReading =
  | { kind: 'empty' }
  | { kind: 'ok'; value: number }
  | { kind: 'out-of-range'; message: string; clamped: number }

export function readNumber(text: string, bounds: NumberBounds): NumberReading {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed === '-') return { kind: 'empty' }
  const parsed = Number(trimmed)
  if (!Number.isFinite(parsed)) return { kind: 'empty' }
  const value = bounds.integer ? Math.round(parsed) : parsed
  if (bounds.min !== undefined && value < bounds.min)
    return { kind: 'out-of-range', message: `不能小于${bounds.min}`, clamped: bounds.min }
  if (bounds.max !== undefined && value > bounds.max)
    return { kind: 'out-of-range', message: `不能大于${bounds.max}`, clamped: bounds.max }
  return { kind: 'ok', value }
}
