import type { createBrowserRouter, DataStrategyFunctionArgs } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fullPageNavigation } from './full-page-navigation.ts'

type DataRouter = ReturnType<typeof createBrowserRouter>

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const WECHAT = `${CHROME} MicroMessenger/7.0.20 WindowsWechat`

function routerIn(navigation: Record<string, unknown>) {
  const router = {
    state: { navigation },
    createHref: (location: { pathname: string; search: string; hash: string }) =>
      location.pathname + location.search + location.hash,
  }
  return () => router as unknown as DataRouter
}

function strategyArgs(fetcherKey: string | null = null) {
  const resolve = vi.fn(async () => ({ type: 'data' as const, result: 'loaded' }))
  const args = { fetcherKey, matches: [{ shouldLoad: true, resolve, route: { id: 'items' } }] }
  return { args: args as unknown as DataStrategyFunctionArgs, resolve }
}

const loadingItems = { state: 'loading', location: { pathname: '/items', search: '?keywords=a', hash: '' } }

describe('fullPageNavigation', () => {
  let assign: ReturnType<typeof vi.fn>
  let reload: ReturnType<typeof vi.fn>

  beforeEach(() => {
    assign = vi.fn()
    reload = vi.fn()
    vi.stubGlobal('window', { location: { pathname: '/', search: '', hash: '', assign, reload } })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('leaves navigation to the router inside WeChat', () => {
    expect(fullPageNavigation(routerIn(loadingItems), WECHAT)).toBeUndefined()
  })

  it('loads the new address as a document and keeps the router from committing', async () => {
    const strategy = fullPageNavigation(routerIn(loadingItems), CHROME)!
    const { args, resolve } = strategyArgs()
    const settled = vi.fn()
    void strategy(args).then(settled)
    await new Promise((done) => setTimeout(done, 10))
    expect(assign).toHaveBeenCalledWith('/items?keywords=a')
    expect(resolve).not.toHaveBeenCalled()
    expect(settled).not.toHaveBeenCalled()
  })

  it('reloads for back and forward, whose address is already in the bar', () => {
    window.location.pathname = '/items'
    window.location.search = '?keywords=a'
    const strategy = fullPageNavigation(routerIn(loadingItems), CHROME)!
    void strategy(strategyArgs().args)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(assign).not.toHaveBeenCalled()
  })

  it('runs fetchers, revalidations and submissions in place', async () => {
    const cases = [
      { router: routerIn(loadingItems), fetcherKey: 'mini-cart' },
      { router: routerIn({ state: 'idle' }), fetcherKey: null },
      { router: routerIn({ ...loadingItems, formMethod: 'POST' }), fetcherKey: null },
    ]
    for (const { router, fetcherKey } of cases) {
      const { args, resolve } = strategyArgs(fetcherKey)
      await expect(fullPageNavigation(router, CHROME)!(args)).resolves.toEqual({
        items: { type: 'data', result: 'loaded' },
      })
      expect(resolve).toHaveBeenCalledTimes(1)
    }
    expect(assign).not.toHaveBeenCalled()
  })
})
