// @vitest-environment jsdom
import type { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readCookie } from '../lib/cookies.ts'
import { createUserStore } from '../stores/user.ts'

type ApiModule = typeof import('./index.ts')

let api: ApiModule
const fetch = vi.fn<typeof globalThis.fetch>()
const unauthorized = () =>
  new Response(JSON.stringify({ status_code: 401, code: 'UNAUTHORIZED', message: '请先登录' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  })

/**
 * jsdom cannot load another document, so the default 401 navigation (location.assign) surfaces as
 * its "not implemented" report; recording it instead of printing it shows the navigation was tried.
 */
function recordNavigations(): string[] {
  const reports: string[] = []
  const { virtualConsole } = (window as unknown as { jsdom: { virtualConsole: EventEmitter } }).jsdom
  virtualConsole.removeAllListeners('jsdomError')
  virtualConsole.on('jsdomError', (error: Error) => reports.push(error.message))
  return reports
}

beforeEach(async () => {
  vi.stubGlobal('fetch', fetch)
  // A fresh module per test, so getApi builds its client around the stubbed fetch.
  vi.resetModules()
  api = await import('./index.ts')
})

afterEach(() => {
  vi.unstubAllGlobals()
  fetch.mockReset()
  localStorage.clear()
})

describe('getApi', () => {
  it('is one client for the page whose calls ride on the session cookie, never a token the page read', async () => {
    fetch.mockResolvedValue(
      new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json' } }),
    )
    localStorage.setItem('auth_token', 'stored-token')
    document.cookie = 'customer_token=readable-token; path=/'
    expect(api.getApi()).toBe(api.getApi())
    await api.getApi().get('goods/category')
    const init = fetch.mock.calls[0][1]
    expect(new Headers(init?.headers).has('authorization')).toBe(false)
    expect(init?.credentials).toBe('same-origin')
    document.cookie = 'customer_token=; max-age=0; path=/'
    expect(String(fetch.mock.calls[0][0])).toBe('/api/h5app/wxapp/goods/category?company_id=1')
  })

  it('logs the attached user store out on a 401', async () => {
    fetch.mockResolvedValue(unauthorized())
    const store = createUserStore({ sessionId: 's' })
    store.getState().login()
    store.getState().setUserInfo({ userId: 7 })
    api.attachUserStore(store)
    const navigations = recordNavigations()
    await expect(api.getApi().get('member')).rejects.toBeInstanceOf(api.ApiError)
    expect(store.getState()).toMatchObject({ signedIn: false, userInfo: null })
    expect(readCookie('userinfo')).toBeUndefined()
    expect(navigations).toEqual(['Not implemented: navigation to another Document'])
  })
})
