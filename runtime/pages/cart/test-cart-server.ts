import type { CartGroup, CartInfo, CartLine } from '../../api/cart.ts'

/**
 * A stand-in for the cart API behind `fetch`, for the page's tests: it keeps lines, answers the
 * cart calls with the whole cart as the server does, and records every call. Its totals take a
 * fixed 满减 off, so a test can tell the server's total from one the page might add up itself.
 */
export const SERVER_DISCOUNT = 500

export interface RecordedCall {
  method: string
  path: string
  fields: URLSearchParams
}

export interface FakeCartServer {
  lines: CartLine[]
  calls: RecordedCall[]
  /** Set to refuse the next quantity change with this HTTP status and message. */
  refuseQuantity: { status: number; message: string } | null
  fetch: typeof fetch
}

/** Which shop a line belongs to; the platform's own (0) unless a test says otherwise. */
export type ShopOf = (line: CartLine) => number

export function cartAnswer(lines: CartLine[], shopOf: ShopOf = () => 0): CartInfo {
  const shopIds = [...new Set(lines.map(shopOf))]
  const priced = lines.map((line) => ({
    ...line,
    item_fee: line.price * line.quantity,
    total_fee: line.price * line.quantity - line.discount_price,
  }))
  const counted = priced.filter((line) => line.valid && line.is_checked && !line.is_gift)
  const itemFee = counted.reduce((sum, line) => sum + line.item_fee, 0)
  const discount = counted.length > 0 ? SERVER_DISCOUNT : 0
  const groups: CartGroup[] = shopIds.map((shopId) => ({
    shop_id: shopId,
    distributor_id: shopId,
    shop_name: shopId === 0 ? '商城自营' : `店铺${shopId}`,
    cartitemlist: priced.filter((line) => shopOf(line) === shopId),
    item_fee: 0,
    discount_fee: 0,
    total_fee: 0,
    promotions: [],
    gifts: [],
  }))
  return {
    cartInfo: {
      resultCartData: groups,
      totalCart: {
        totalQuantity: counted.reduce((sum, line) => sum + line.quantity, 0),
        number: counted.length,
        item_fee: itemFee,
        discount_fee: discount,
        total_fee: itemFee - discount,
      },
      valid_cart: [],
      invalid_cart: [],
    },
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function idsOf(fields: URLSearchParams): number[] {
  return [...fields.getAll('cart_id[]'), ...fields.getAll('cart_id')].map(Number)
}

export function fakeCartServer(initial: CartLine[], shopOf: ShopOf = () => 0): FakeCartServer {
  const answer = () => json({ data: cartAnswer(server.lines, shopOf) })
  const server: FakeCartServer = {
    lines: initial.map((line) => ({ ...line })),
    calls: [],
    refuseQuantity: null,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
      const path = url.pathname.replace('/api/h5app/wxapp/', '')
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
      const body = init?.body !== undefined && init.body !== null ? String(init.body) : ''
      const fields = method === 'GET' ? url.searchParams : new URLSearchParams(body)
      server.calls.push({ method, path, fields })

      if (path === 'cart/list') return answer()
      if (path === 'cartcount') {
        return json({
          data: { item_count: server.lines.reduce((n, line) => n + line.quantity, 0), cart_count: server.lines.length },
        })
      }
      if (path === 'cartupdate/num') {
        if (server.refuseQuantity) {
          const { status, message } = server.refuseQuantity
          server.refuseQuantity = null
          return json({ message, status_code: status }, status)
        }
        const id = Number(fields.get('cart_id'))
        server.lines = server.lines.map((line) =>
          line.cart_id === id ? { ...line, quantity: Number(fields.get('num')) } : line,
        )
        return answer()
      }
      if (path === 'cartupdate/checkstatus') {
        const ids = idsOf(fields)
        const checked = fields.get('is_checked') === '1'
        server.lines = server.lines.map((line) =>
          ids.length === 0 || ids.includes(line.cart_id) ? { ...line, is_checked: checked } : line,
        )
        return answer()
      }
      if (path === 'cartdel') {
        const ids = idsOf(fields)
        server.lines = server.lines.filter((line) => !ids.includes(line.cart_id))
        return answer()
      }
      if (path === 'cartupdate/batch') {
        const changes = JSON.parse(fields.get('cart_params') ?? '[]') as {
          cart_id: number
          selected_promotion?: string
        }[]
        server.lines = server.lines.map((line) => {
          const change = changes.find((c) => c.cart_id === line.cart_id)
          return change?.selected_promotion ? { ...line, selected_promotion: Number(change.selected_promotion) } : line
        })
        return answer()
      }
      return json({ message: '接口不存在', status_code: 404 }, 404)
    },
  }
  return server
}
