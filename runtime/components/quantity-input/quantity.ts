/** Quantity rules (spec 5): whole numbers from min to max; anything else (empty, text, 0) becomes min. */
export const DEFAULT_MAX_QUANTITY = 99999

export function clampQuantity(raw: string | number, min: number, max: number): number {
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim())
  if (!Number.isFinite(n) || n === 0 || String(raw).trim() === '') return min
  const whole = Math.floor(n)
  return Math.min(Math.max(whole, min), Math.max(min, max))
}
