/**
 * Cart calls: adding from the item page (加入购物车 / 立即购买), the header's mini cart,
 * and the cart page's list, quantity, selection, promotion and delete calls. Each takes the client
 * first so server loaders can pass their own.
 */
import type { AddBody, CartInfo, CartParam, CartType, FastbuyResult, GiftBody } from '../../schemas/api/cart.ts'
import type { CallOptions, Http } from './http.ts'
import { call } from './call.ts'

export type {
  CartGroup,
  CartInfo,
  CartLine,
  CartType,
  GiftOption,
  TotalCart,
} from '../../schemas/api/cart.ts'

/**
 * POST cart as the item page and goods cards call it: the body's fields, with the quantity as a
 * number (the form carries it as text) and the cart kind always said. cart adds onto an existing
 * line; fastbuy makes a one-line buy-now cart. sku_id may be left out for goods without variants.
 */
export type AddToCartInput = Pick<AddBody, 'item_id' | 'sku_id' | 'distributor_id' | 'shop_type'> & {
  item_id: number
  num: number
  cart_type: CartType
}

/** The server answers with the refreshed cart, or the fastbuy line. */
export function addToCart(http: Http, input: AddToCartInput, options?: CallOptions): Promise<CartInfo | FastbuyResult> {
  return call(http, 'POST /cart', { ...input }, options)
}

export function getCartList(http: Http, options?: CallOptions): Promise<CartInfo> {
  return call(http, 'GET /cart/list', { cart_type: 'cart' }, options)
}

export function updateCartNum(
  http: Http,
  input: { cart_id: number; num: number },
  options?: CallOptions,
): Promise<CartInfo> {
  return call(http, 'PUT /cartupdate/num', { ...input }, options)
}

export function deleteCartLines(http: Http, cartIds: number[], options?: CallOptions): Promise<CartInfo> {
  return call(http, 'DELETE /cartdel', { cart_id: cartIds }, options)
}

/** POST cart/gift with the number of gifts as a number. */
export type AddGiftInput = Pick<GiftBody, 'rel_promotion_id' | 'sku_id'> & { quantity: number }

export function addCartGift(http: Http, input: AddGiftInput, options?: CallOptions): Promise<CartInfo> {
  return call(http, 'POST /cart/gift', { ...input }, options)
}

/** Checks or unchecks the listed lines; with no ids, every line of the cart (全选 / 全不选). */
export function updateCartChecked(
  http: Http,
  input: { cartIds?: number[]; checked: boolean },
  options?: CallOptions,
): Promise<CartInfo> {
  const body = {
    is_checked: input.checked ? '1' : '0',
    ...(input.cartIds && input.cartIds.length > 0 ? { cart_id: input.cartIds } : {}),
  }
  return call(http, 'PUT /cartupdate/checkstatus', body, options)
}

/**
 * One line of a batch update (a cart_params entry) with typed values: only the fields sent change;
 * selected_promotion 0 clears the pick.
 */
export type CartLineChange = Pick<CartParam, 'cart_id' | 'sku_id'> & {
  num?: number
  is_checked?: boolean
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
  return call(http, 'POST /cartupdate/batch', { cart_params: JSON.stringify(params) }, options)
}
