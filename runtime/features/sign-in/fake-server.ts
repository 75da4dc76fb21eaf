import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

/** One recorded API call: the path under /api/h5app/wxapp, its method and its parameters. */
export interface ApiCall {
  method: string
  path: string
  params: URLSearchParams
}

/** A JSON answer as the server would send it. */
export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

export const ok = (data: unknown) => answer(200, { data })
export const refused = (status: number, code: string, message: string) =>
  answer(status, { status_code: status, code, message })

/**
 * A fetch stand-in that answers by "METHOD path" and records every call. The browser's API client
 * binds fetch when it is first made, so a test file stubs the global fetch with one of these once.
 */
export function fakeServer() {
  const calls: ApiCall[] = []
  let routes: Record<string, (call: ApiCall) => Response> = {}
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const path = url.pathname.replace('/api/h5app/wxapp/', '')
    const params = method === 'GET' ? url.searchParams : new URLSearchParams(String(init?.body ?? ''))
    const call = { method, path, params }
    calls.push(call)
    const handler = routes[`${method} ${path}`]
    return handler ? handler(call) : answer(404, { status_code: 404, message: `no fake for ${method} ${path}` })
  }
  return {
    fetch,
    calls,
    /** Replaces the answers; unknown calls get a 404. */
    answer(next: Record<string, (call: ApiCall) => Response>) {
      routes = next
      calls.length = 0
    },
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  }
}

/** A fake server that stands in for fetch for the whole test file; the rendered DOM is cleaned up after each test. */
export function serveFakeApi() {
  const server = fakeServer()
  beforeAll(() => vi.stubGlobal('fetch', server.fetch))
  afterAll(() => vi.unstubAllGlobals())
  afterEach(() => cleanup())
  return server
}
