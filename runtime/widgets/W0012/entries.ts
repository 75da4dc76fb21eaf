import type { ResolvedGoods } from '../settings.ts'

/** The entries of W0012's product and coupon lists as the page descriptor resolves them (spec 3 "W0012"). */

export type ProductEntry = ResolvedGoods

/** A product or coupon group: `{ type: 'goods' | 'coupon', data: [...] }`, or a bare list. */
export type Group<T> = { type?: string; data?: T[] } | T[]

export function groupItems<T>(group: Group<T> | undefined): T[] {
  if (!group) return []
  return Array.isArray(group) ? group : (group.data ?? [])
}
