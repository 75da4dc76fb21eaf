import type { ComponentType } from 'react'
import { vi } from 'vitest'
import { pageRoute, renderSignedIn } from '../../../stores/test-render.tsx'

/** A request the page sent through the browser's API client. */
export interface SentCall {
  method: string
  path: string
  query: URLSearchParams
  body: URLSearchParams
}

/**
 * A fetch stub answering `{ data }` envelopes by API path (without the /api/h5app/wxapp/ base).
 * The browser's client binds fetch once, so a test file stubs it once and resets it per test.
 */
export function apiStub() {
  const sent: SentCall[] = []
  let answers: Record<string, unknown> = {}
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test')
    const path = url.pathname.replace('/api/h5app/wxapp/', '')
    sent.push({
      method: String(init?.method ?? 'GET'),
      path,
      query: url.searchParams,
      body: new URLSearchParams(String(init?.body ?? '')),
    })
    const data = path in answers ? answers[path] : {}
    return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  return {
    fetchMock,
    sent,
    answer(next: Record<string, unknown>) {
      answers = next
    },
    reset() {
      sent.length = 0
      answers = {}
    },
  }
}

/**
 * Renders a page at `path` under a member session, with `load` as its loader, plus the other
 * addresses it links to as blank routes so navigations can be observed.
 */
export function renderPage<T>(Page: ComponentType, routePath: string, path: string, load: T | (() => T)) {
  const loader = vi.fn(typeof load === 'function' ? (load as () => T) : () => load)
  const router = renderSignedIn([pageRoute(routePath, Page, loader), { path: '*', element: <p>别的页面</p> }], path)
  return { loader, router }
}

/** A member's page request as the server sees it. */
export const memberRequest = (path: string) =>
  new Request(`http://shop.test${path}`, { headers: { cookie: 'customer_token=abc' } })
export const guestRequest = (path: string) => new Request(`http://shop.test${path}`)

export async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  )
}
