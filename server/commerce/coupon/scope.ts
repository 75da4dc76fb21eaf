import type { CouponScope } from '../../db/types.ts'

/** What a coupon's scope needs to know about a goods: its id and every category above it. */
export interface GoodsScope {
  goodsId: number
  distributorId: number
  categoryIds: number[]
}

/** use_scope_ids is a JSON array of ids; anything else counts as empty. */
export function parseScopeIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
}

/** A category path "1/5/23/" lists the category and its ancestors. */
export function categoryIdsOfPath(path: string | null | undefined): number[] {
  if (!path) return []
  return path
    .split('/')
    .filter((part) => part !== '')
    .map(Number)
    .filter((id) => Number.isInteger(id))
}

/**
 * A coupon belongs to one shop (0 is the platform's own) and applies only to that shop's goods;
 * within the shop, 'all' covers every goods, 'goods' the listed goods and 'category' goods in a
 * listed category or below it.
 */
export function couponCovers(
  coupon: { distributor_id: number; use_scope: CouponScope; scopeIds: number[] },
  goods: GoodsScope,
): boolean {
  if (coupon.distributor_id !== goods.distributorId) return false
  switch (coupon.use_scope) {
    case 'all':
      return true
    case 'goods':
      return coupon.scopeIds.includes(goods.goodsId)
    case 'category':
      return goods.categoryIds.some((id) => coupon.scopeIds.includes(id))
  }
}
