/**
 * Cart calls: adding from the item page (加入购物车 / 立即购买), the header's count and mini cart,
 * and the cart page's list, quantity, selection, promotion and delete calls. Each takes the client
 * first so server loaders can pass their own.
 */
import type { CallOptions, Http } from './http.ts'

/** cart: added to the cart (accumulates onto an existing line); fastbuy: a one-line buy-now cart. */
export type CartType = 'cart' | 'fastbuy'

export interface AddToCartInput {
  item_id: number
  /** May be left out for goods without variants (a goods list card knows no SKU). */
  sku_id?: number
  num: number
  cart_type: CartType
  distributor_id?: number
  shop_type?: string
}

export interface CartCount {
  /** Total pieces in the cart, gifts excluded. */
  item_count: number
  /** Number of lines, gifts excluded. */
  cart_count: number
}

/** The server answers with the refreshed cart (or the fastbuy line); callers only need success. */
export function addToCart(http: Http, input: AddToCartInput, options?: CallOptions): Promise<unknown> {
  return http.post<unknown>('cart', { ...input }, options)
}

export function getCartCount(http: Http, options?: CallOptions): Promise<CartCount> {
  return http.get<CartCount>('cartcount', { shop_type: 'distributor' }, options)
}

/** One cart line as the mini cart and cart page read it (spec 3 "Cart"); money in cents. */
export interface CartLine {
  cart_id: number
  sku_id: number
  item_id: number
  is_checked: boolean
  price: number
  quantity: number
  discount_price: number
  store: number
  spec_info: { color: string; size: string; desc?: string }
  title: string
  imgUrl: string
  is_gift: boolean
  valid: boolean
  /** What the cart page reads besides the fields above; left out by lighter callers and fixtures. */
  goodspromotion?: GoodsPromotion[]
  /** The promotion the line takes part in, among goodspromotion. */
  selected_promotion?: number | null
  market_price?: number
  /** price × quantity, in cents. */
  item_fee?: number
  /** item_fee − discount_price: the line's subtotal, in cents. */
  total_fee?: number
  item_spec_desc?: string
  /** Why an invalid line cannot be bought (商品已下架, 商品已售罄 …). */
  invalid_reason?: string
  /** The 满赠 promotion a gift line belongs to; 0 for bought goods. */
  rel_promotion_id?: number
}

/** A running promotion that covers a line's goods. */
export interface GoodsPromotion {
  promotion_id: number
  promotion_type: string
  /** Short tag such as 满减, 折扣, 满赠. */
  promotion_tag: string
  marketing_name: string
}

/** A promotion the checked lines of a shop reach, with what it takes off (cents). */
export interface AppliedPromotion extends GoodsPromotion {
  discount_fee: number
}

/** A 满赠 gift the shop's checked lines have earned and that can be put in the cart. */
export interface GiftOption {
  rel_promotion_id: number
  marketing_name: string
  sku_id: number
  item_id: number
  title: string
  imgUrl: string
  item_spec_desc: string
  gift_num: number
  store: number
}

export interface CartGroup {
  shop_id: number
  distributor_id: number
  shop_name: string
  cartitemlist: CartLine[]
  /** Checked valid goods of the shop, before and after its promotions (cents). */
  item_fee?: number
  discount_fee?: number
  total_fee?: number
  promotions?: AppliedPromotion[]
  gifts?: GiftOption[]
}

export interface TotalCart {
  /** Pieces of the checked valid lines. */
  totalQuantity: number
  /** Checked valid lines. */
  number: number
  total_fee: number
  /** Checked valid goods before promotions, and what the promotions take off (cents). */
  item_fee?: number
  discount_fee?: number
}

export interface CartInfo {
  cartInfo: { resultCartData: CartGroup[]; totalCart: TotalCart }
}

export function getCartList(http: Http, options?: CallOptions): Promise<CartInfo> {
  return http.get<CartInfo>('cart/list', { cart_type: 'cart' }, options)
}

export function updateCartNum(http: Http, input: { cart_id: number; num: number }, options?: CallOptions): Promise<CartInfo> {
  return http.put<CartInfo>('cartupdate/num', { ...input }, options)
}

export function deleteCartLines(http: Http, cartIds: number[], options?: CallOptions): Promise<CartInfo> {
  return http.delete<CartInfo>('cartdel', { cart_id: cartIds }, options)
}

export interface AddGiftInput {
  rel_promotion_id: number
  sku_id: number
  quantity: number
}

export function addCartGift(http: Http, input: AddGiftInput, options?: CallOptions): Promise<CartInfo> {
  return http.post<CartInfo>('cart/gift', { ...input }, options)
}

/** Checks or unchecks the listed lines; with no ids, every line of the cart (全选 / 全不选). */
export function updateCartChecked(http: Http, input: { cartIds?: number[]; checked: boolean }, options?: CallOptions): Promise<CartInfo> {
  const body = { is_checked: input.checked ? '1' : '0', ...(input.cartIds && input.cartIds.length > 0 ? { cart_id: input.cartIds } : {}) }
  return http.put<CartInfo>('cartupdate/checkstatus', body, options)
}

/** One line of a batch update: only the fields sent change. */
export interface CartLineChange {
  cart_id: number
  sku_id?: number
  num?: number
  is_checked?: boolean
  /** A promotion among the line's goodspromotion; 0 clears the pick. */
  selected_promotion?: number
}

/** Several line changes at once; the server applies all of them or none. */
export function updateCartBatch(http: Http, changes: CartLineChange[], options?: CallOptions): Promise<CartInfo> {
  const params = changes.map(({ is_checked, num, selected_promotion, ...line }) => ({
    ...line,
    ...(num === undefined ? {} : { num: String(num) }),
    ...(is_checked === undefined ? {} : { is_checked: is_checked ? '1' : '0' }),
    ...(selected_promotion === undefined ? {} : { selected_promotion: String(selected_promotion) }),
  }))
  // Form posts carry the list as one JSON text; the form encoder would split an array into fields.
  return http.post<CartInfo>('cartupdate/batch', { cart_params: JSON.stringify(params) }, options)
}
