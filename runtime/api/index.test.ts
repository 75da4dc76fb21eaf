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
  it('is one client for the page that sends the stored customer token', async () => {
    fetch.mockResolvedValue(new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json' } }))
    localStorage.setItem('auth_token', 'stored-token')
    expect(api.getApi()).toBe(api.getApi())
    await api.getApi().get('goods/category')
    const init = fetch.mock.calls[0][1]
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer stored-token')
    expect(String(fetch.mock.calls[0][0])).toBe('/api/h5app/wxapp/goods/category?company_id=1')
  })

  it('logs the attached user store out on a 401', async () => {
    fetch.mockResolvedValue(unauthorized())
    const store = createUserStore({ sessionId: 's' })
    store.getState().login('tok.en')
    store.getState().setUserInfo({ userId: 7 })
    api.attachUserStore(store)
    const navigations = recordNavigations()
    await expect(api.getApi().get('member')).rejects.toBeInstanceOf(api.ApiError)
    expect(store.getState()).toMatchObject({ token: '', userInfo: null })
    expect(readCookie('customer_token')).toBeUndefined()
    expect(localStorage.getItem('auth_token')).toBeNull()
    expect(navigations).toEqual(['Not implemented: navigation to another Document'])
  })
})
