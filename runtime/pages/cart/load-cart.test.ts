import { describe, expect, it, vi } from 'vitest'
import type { Http } from '../../api/http.ts'
import { loadCart } from './load-cart.ts'
import { cartLine } from '../../stores/cart-fixtures.ts'
import { cartAnswer } from './test-cart-server.ts'

function fakeHttp() {
  const get = vi.fn(async () => cartAnswer([cartLine()]))
  return { http: { get } as unknown as Http, get }
}

const page = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} })

describe('loadCart', () => {
  it('sends a guest to the login page that comes back to /cart, asking the API nothing', async () => {
    const { http, get } = fakeHttp()
    const thrown = await loadCart(http, page('/cart')).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('location')).toBe('/auth/login?redirectUrl=%2Fcart')
    expect(get).not.toHaveBeenCalled()
  })

  it("reads a member's cart list", async () => {
    const { http, get } = fakeHttp()
    const data = await loadCart(http, page('/cart', 'customer_token=abc'))
    expect(get).toHaveBeenCalledWith('cart/list', { cart_type: 'cart' }, undefined)
    expect(data.cartInfo.resultCartData[0]!.cartitemlist).toHaveLength(1)
    expect(data.cartInfo.totalCart.number).toBe(1)
  })
})
