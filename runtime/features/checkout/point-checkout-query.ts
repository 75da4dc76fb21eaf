import type { PointCheckoutInput } from '../../api/pointitems.ts'
import { notFound } from '../../routing/params.ts'

const ID = /^[1-9]\d{0,9}$/

export const POINT_CHECKOUT_PATH = '/pointitems/checkout'
export const POINT_CASHIER_PATH = '/pointitems/cashierpoint'

/**
 * What /pointitems/checkout settles, read from its address: item_id and sku_id of a points goods,
 * num (1 when left out) and optionally the address chosen. Anything malformed is the 404 page.
 */
export function pointCheckoutInput(url: URL): PointCheckoutInput {
  const query = url.searchParams
  const itemId = query.get('item_id') ?? ''
  const skuId = query.get('sku_id') ?? ''
  const num = query.get('num') ?? '1'
  if (!ID.test(itemId) || !ID.test(skuId) || !/^[1-9]\d{0,3}$/.test(num)) throw notFound()
  const addressId = query.get('address_id')
  return {
    item_id: Number(itemId),
    sku_id: Number(skuId),
    num: Number(num),
    ...(addressId !== null && ID.test(addressId) ? { address_id: Number(addressId) } : {}),
  }
}

/** The points checkout of one variant in a quantity (the detail page's 立即兑换). */
export function pointCheckoutHref(input: Pick<PointCheckoutInput, 'item_id' | 'sku_id' | 'num'>): string {
  return `${POINT_CHECKOUT_PATH}?item_id=${input.item_id}&sku_id=${input.sku_id}&num=${input.num}`
}

/** The points cashier of an order. */
export function pointCashierHref(orderId: string): string {
  return `${POINT_CASHIER_PATH}?order_id=${encodeURIComponent(orderId)}`
}

/** Points still missing to pay `total` from `balance` (0 when the balance covers it). */
export function pointsShort(total: number, balance: number): number {
  return Math.max(0, total - balance)
}
