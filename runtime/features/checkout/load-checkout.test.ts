import { describe, expect, it, vi } from 'vitest'
import type { Http } from '../../api/http.ts'
import { checkoutSource } from './checkout-query.ts'
import { loadCheckout } from './load-checkout.ts'

const page = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers })
const member = { cookie: 'customer_token=abc' }

function fakeHttp() {
  const post = vi.fn(async () => ({ items: [], coupon_list: [] }))
  const paged = vi.fn(async () => ({ list: [], total: 0 }))
  return { http: { post, paged, get: vi.fn() } as unknown as Http, post }
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(Response)
  return error as Response
}

describe('the checkout address', () => {
  it('reads cart, fast-buy and seckill checkouts', () => {
    expect(checkoutSource(new URL('http://s/cart/checkout?mode=cart'))).toEqual({ mode: 'cart' })
    expect(checkoutSource(new URL('http://s/cart/checkout?mode=cart&id=3'))).toEqual({
      mode: 'cart',
      distributor_id: 3,
    })
    expect(checkoutSource(new URL('http://s/cart/checkout?mode=fastbuy&id=0'))).toEqual({ mode: 'fastbuy' })
    expect(
      checkoutSource(
        new URL('http://s/cart/checkout?mode=fastbuy&id=3&seckill_id=9&ticket=T1&order_type=normal_seckill'),
      ),
    ).toEqual({
      mode: 'fastbuy',
      order_type: 'normal_seckill',
      seckill_id: 9,
      ticket: 'T1',
    })
  })

  it('answers 404 for a mode or seckill it does not know', () => {
    for (const query of [
      'mode=point',
      'mode=fastbuy&order_type=normal_seckill',
      'mode=fastbuy&seckill_id=x&ticket=T',
      'mode=cart&id=-1',
    ]) {
      expect(() => checkoutSource(new URL(`http://s/cart/checkout?${query}`))).toThrow(Response)
    }
  })
})

describe('loadCheckout', () => {
  it('sends a guest to the login page that comes back here, asking the API nothing', async () => {
    const { http, post } = fakeHttp()
    const response = await thrown(loadCheckout(http, page('/cart/checkout?mode=cart')))
    expect(response.headers.get('location')).toBe('/auth/login?redirectUrl=%2Fcart%2Fcheckout%3Fmode%3Dcart')
    expect(post).not.toHaveBeenCalled()
  })

  it('sends a member coming straight from the cashier to the order list (spec 2.5)', async () => {
    const { http, post } = fakeHttp()
    const response = await thrown(
      loadCheckout(
        http,
        page('/cart/checkout?mode=cart', { ...member, referer: 'http://shop.test/cashier?order_id=1' }),
      ),
    )
    expect(response.headers.get('location')).toBe('/member/trade')
    expect(post).not.toHaveBeenCalled()
  })

  it('prices the checkout with the default address and the best coupon', async () => {
    const { http, post } = fakeHttp()
    const data = await loadCheckout(
      http,
      page('/cart/checkout?mode=cart', { ...member, referer: 'http://shop.test/cart' }),
    )
    expect(post).toHaveBeenCalledWith('cart/checkout', { mode: 'cart', coupon: '', point_use: 0 }, { silent: true })
    expect(data.problem).toBeNull()
  })
})
