import { isRecord } from '../../../schemas/guards.ts'

/**
 * Whether two JSON values are equal regardless of the order of object keys (an edited widget may
 * hold its fields in another order than the stored one) and of keys holding undefined.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]))
  if (!isRecord(a) || !isRecord(b)) return false
  const keys = (value: Record<string, unknown>) => Object.keys(value).filter((key) => value[key] !== undefined)
  const own = keys(a)
  return own.length === keys(b).length && own.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
}
