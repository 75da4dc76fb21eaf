import { vi } from 'vitest'
import type { CartInfo, CartLine } from '../api/cart.ts'
import type { Http } from '../api/http.ts'

/** A cart line as the cart list answers it, with test defaults; money in cents. */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  const line: CartLine = {
    cart_id: 1,
    cart_type: 'cart',
    sku_id: 11,
    item_id: 101,
    goods_id: 101,
    distributor_id: 0,
    shop_id: 0,
    is_checked: true,
    goodspromotion: [],
    selected_promotion: null,
    price: 1000,
    market_price: 0,
    point: 0,
    quantity: 1,
    num: 1,
    item_fee: 1000,
    discount_price: 0,
    total_fee: 1000,
    store: 10,
    spec_info: { color: '黑色', size: 'M', desc: '' },
    item_spec_desc: '',
    title: '测试商品',
    item_name: '测试商品',
    pics: ['/uploads/goods.png'],
    imgUrl: '/uploads/goods.png',
    bn: '',
    approve_status: 'onsale',
    item_type: 'normal',
    is_gift: false,
    rel_promotion_id: 0,
    valid: true,
    invalid_reason: '',
    ...overrides,
  }
  const itemFee = line.price * line.quantity
  return {
    ...line,
    item_fee: overrides.item_fee ?? itemFee,
    total_fee: overrides.total_fee ?? itemFee - line.discount_price,
  }
}

export function cartInfoOf(lines: CartLine[]): CartInfo {
  const valid = lines.filter((line) => line.valid)
  const itemFee = valid.reduce((n, line) => n + line.item_fee, 0)
  const discountFee = valid.reduce((n, line) => n + line.discount_price, 0)
  const group = {
    shop_id: 0,
    distributor_id: 0,
    shop_name: '自营',
    cartitemlist: lines,
    item_fee: itemFee,
    discount_fee: discountFee,
    total_fee: itemFee - discountFee,
    promotions: [],
    gifts: [],
  }
  return {
    cartInfo: {
      resultCartData: lines.length ? [group] : [],
      totalCart: {
        totalQuantity: valid.reduce((n, line) => n + line.quantity, 0),
        number: valid.length,
        item_fee: itemFee,
        discount_fee: discountFee,
        total_fee: itemFee - discountFee,
      },
      valid_cart: valid.length ? [{ ...group, cartitemlist: valid }] : [],
      invalid_cart: lines.filter((line) => !line.valid),
    },
  }
}

type Handler = (path: string, fields?: Record<string, unknown>) => unknown

/** An Http whose four verbs answer through `handler`, recording every call. */
export function fakeCartHttp(handler: Handler) {
  const answer = (path: string, fields?: unknown) =>
    Promise.resolve().then(() => handler(path, fields as Record<string, unknown>))
  const http = {
    get: vi.fn(answer),
    post: vi.fn(answer),
    put: vi.fn(answer),
    delete: vi.fn(answer),
  }
  return { http: http as unknown as Http, calls: http }
}
