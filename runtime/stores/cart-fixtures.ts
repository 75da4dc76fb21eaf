import { vi } from 'vitest'
import type { CartInfo, CartLine } from '../api/cart.ts'
import type { Http } from '../api/http.ts'

/** A cart line with test defaults; money in cents. */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    cart_id: 1,
    sku_id: 11,
    item_id: 101,
    is_checked: true,
    price: 1000,
    quantity: 1,
    discount_price: 0,
    store: 10,
    spec_info: { color: '黑色', size: 'M' },
    title: '测试商品',
    imgUrl: '/uploads/goods.png',
    is_gift: false,
    valid: true,
    ...overrides,
  }
}

export function cartInfoOf(lines: CartLine[]): CartInfo {
  const valid = lines.filter((line) => line.valid)
  return {
    cartInfo: {
      resultCartData: lines.length ? [{ shop_id: 0, distributor_id: 0, shop_name: '自营', cartitemlist: lines }] : [],
      totalCart: {
        totalQuantity: valid.reduce((n, line) => n + line.quantity, 0),
        number: valid.length,
        total_fee: valid.reduce((n, line) => n + line.price * line.quantity - line.discount_price, 0),
      },
    },
  }
}

type Handler = (path: string, fields?: Record<string, unknown>) => unknown

/** An Http whose four verbs answer through `handler`, recording every call. */
export function fakeCartHttp(handler: Handler) {
  const answer = (path: string, fields?: unknown) => Promise.resolve().then(() => handler(path, fields as Record<string, unknown>))
  const http = {
    get: vi.fn(answer),
    post: vi.fn(answer),
    put: vi.fn(answer),
    delete: vi.fn(answer),
  }
  return { http: http as unknown as Http, calls: http }
}
