// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberSession } from '../../lib/auth-storage.ts'
import { isLoggedIn, loadCartCount } from './cart-count.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  rememberSession('customer', false)
})

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('cart count', () => {
  it('asks cartcount for the distributor shop type in the member’s session', async () => {
    rememberSession('customer', true)
    const fetch = vi.fn(async () => answer(200, { data: { item_count: 4, cart_count: 2 } }))
    vi.stubGlobal('fetch', fetch)
    expect(isLoggedIn()).toBe(true)
    expect(await loadCartCount()).toBe(4)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(String(url)).toContain('/api/h5app/wxapp/cartcount?')
    expect(String(url)).toContain('shop_type=distributor')
    expect(new Headers(init.headers).has('authorization')).toBe(false)
    expect(init.credentials).toBe('same-origin')
  })

  it('rejects on an expired token without leaving the page', async () => {
    rememberSession('customer', true)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { message: '请先登录', status_code: 401 })),
    )
    const before = window.location.href
    await expect(loadCartCount()).rejects.toMatchObject({ status: 401 })
    expect(window.location.href).toBe(before)
  })

  it('knows a visitor without a session is logged out', () => {
    expect(isLoggedIn()).toBe(false)
  })
})
