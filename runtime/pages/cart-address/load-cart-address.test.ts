import { describe, expect, it, vi } from 'vitest'
import type { Http } from '../../api/http.ts'
import { loadCheckout } from '../../features/checkout/load-checkout.ts'
import { checkAddAddress, loadAddressPicker } from './load-cart-address.ts'
import { testAddress } from '../../features/address/test-address.ts'

const page = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers })
const member = { cookie: 'customer_token=abc' }

function fakeHttp(addresses = [testAddress(1), testAddress(2, { is_def: 1 }), testAddress(3)]) {
  const post = vi.fn(async () => ({ items: [], coupon_list: [] }))
  const paged = vi.fn(async () => ({ list: addresses, total_count: addresses.length }))
  return { http: { post, paged, get: vi.fn(async () => []) } as unknown as Http, post, paged }
}

async function thrown(promise: Promise<unknown> | (() => unknown)): Promise<Response> {
  const error =
    typeof promise === 'function'
      ? (() => {
          try {
            promise()
          } catch (e) {
            return e
          }
        })()
      : await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(Response)
  return error as Response
}

describe('loadAddressPicker', () => {
  it('sends a guest to log in and back', async () => {
    const response = await thrown(loadAddressPicker(fakeHttp().http, page('/cart/address?mode=cart')))
    expect(response.headers.get('location')).toBe('/auth/login?redirectUrl=%2Fcart%2Faddress%3Fmode%3Dcart')
  })

  it('marks the checkout’s address, else the default, default listed first', async () => {
    const { http } = fakeHttp()
    const chosen = await loadAddressPicker(http, page('/cart/address?mode=cart&address_id=3', member))
    expect(chosen.addresses.map((a) => a.address_id)).toEqual([2, 1, 3])
    expect(chosen.selectedId).toBe(3)
    expect((await loadAddressPicker(http, page('/cart/address?mode=cart&address_id=99', member))).selectedId).toBe(2)
    expect((await loadAddressPicker(http, page('/cart/address', member))).selectedId).toBe(2)
  })

  it('answers 404 for a checkout query the checkout would refuse', async () => {
    expect((await thrown(loadAddressPicker(fakeHttp().http, page('/cart/address?mode=point', member)))).status).toBe(
      404,
    )
    expect((await thrown(() => checkAddAddress(page('/cart/addAddress?mode=point', member)))).status).toBe(404)
    expect(checkAddAddress(page('/cart/addAddress?mode=cart', member))).toBeNull()
  })
})

describe('the checkout coming back from the address pages', () => {
  const fromCart = { ...member, referer: 'http://shop.test/cart/address' }

  it('prices the chosen address when it is the member’s', async () => {
    const { http, post } = fakeHttp()
    await loadCheckout(http, page('/cart/checkout?mode=cart&address_id=3', fromCart))
    expect(post).toHaveBeenCalledWith(
      'cart/checkout',
      { mode: 'cart', coupon: '', point_use: 0, address_id: 3 },
      { silent: true },
    )
  })

  it('ignores an address that is not (or no longer) the member’s, or not an id', async () => {
    for (const id of ['99', 'abc', '-1']) {
      const { http, post } = fakeHttp()
      await loadCheckout(http, page(`/cart/checkout?mode=cart&address_id=${id}`, fromCart))
      expect(post).toHaveBeenCalledWith('cart/checkout', { mode: 'cart', coupon: '', point_use: 0 }, { silent: true })
    }
  })
})
