import { memberPrice } from './member-price.ts'
import type { PriceKind, QuoteOrderType } from './quote-types.ts'
import { cartUnitPrice, type PricedSku, type PriceViewer } from './unit-price.ts'

export interface LinePriceOptions {
  viewer: PriceViewer
  /** The grade's explicit member prices, by SKU id. */
  explicit: ReadonlyMap<number, number>
  orderType: QuoteOrderType
  /** Seckill price, for a seckill ticket's line. */
  actPrice?: number
}

export interface LinePrice {
  /** The SKU's sale price. */
  sale: number
  /** What one unit costs this member. */
  unit: number
  kind: PriceKind
}

/**
 * The unit price this member pays on an order line: points goods cost points plus their SKU's
 * cash part (its price, 0 for points-only goods; no member or staff discount on it), a seckill
 * line its seckill price, anything else what the cart shows (member price, or the staff price for
 * staff on staff goods).
 */
export function linePrice(sku: PricedSku, options: LinePriceOptions): LinePrice {
  if (options.orderType === 'point') return { sale: sku.price, unit: sku.price, kind: 'point' }
  if (options.actPrice !== undefined)
    return { sale: sku.price, unit: Math.min(options.actPrice, sku.price), kind: 'seckill' }
  const unit = cartUnitPrice(sku, options.viewer, options.explicit)
  const member = memberPrice(sku.price, options.viewer.discount, options.explicit.get(sku.sku_id))
  return { sale: sku.price, unit, kind: unit < member ? 'staff' : unit < sku.price ? 'member' : 'sale' }
}
