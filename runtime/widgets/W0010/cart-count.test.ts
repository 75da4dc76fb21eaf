// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isLoggedIn, loadCartCount } from './cart-count.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = 'customer_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('cart count', () => {
  it('asks cartcount for the distributor shop type with the member token', async () => {
    document.cookie = 'customer_token=tok123; path=/'
    const fetch = vi.fn(async () => answer(200, { data: { item_count: 4, cart_count: 2 } }))
    vi.stubGlobal('fetch', fetch)
    expect(isLoggedIn()).toBe(true)
    expect(await loadCartCount()).toBe(4)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(String(url)).toContain('/api/h5app/wxapp/cartcount?')
    expect(String(url)).toContain('shop_type=distributor')
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok123')
  })

  it('rejects on an expired token without leaving the page', async () => {
    document.cookie = 'customer_token=old; path=/'
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { message: '请先登录', status_code: 401 })))
    const before = window.location.href
    await expect(loadCartCount()).rejects.toMatchObject({ status: 401 })
    expect(window.location.href).toBe(before)
  })

  it('knows a visitor without a token is logged out', () => {
    expect(isLoggedIn()).toBe(false)
  })
})
