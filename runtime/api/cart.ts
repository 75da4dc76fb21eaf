/**
 * Cart calls used outside the cart page: adding from the item page (加入购物车 / 立即购买) and
 * the header's count. Each takes the client first so server loaders can pass their own.
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
}

export interface CartGroup {
  shop_id: number
  distributor_id: number
  shop_name: string
  cartitemlist: CartLine[]
}

export interface TotalCart {
  /** Pieces of the checked valid lines. */
  totalQuantity: number
  /** Checked valid lines. */
  number: number
  total_fee: number
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
