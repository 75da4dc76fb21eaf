import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

/** One request a page sent to the shopper API, as the test's fetch stub saw it. */
export interface ApiCall {
  method: string
  path: string
  /** The form fields of a POST, PUT or DELETE; the query of a GET. */
  fields: URLSearchParams
  /** The form fields the request carried in its body (none for a GET). */
  body: URLSearchParams
}

/** A JSON answer with the given status. */
export const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })

/** The shopper API's answer to a path it does not know. */
export const unknownPath = () => json({ message: '接口不存在', status_code: 404 }, 404)

/**
 * Stubs fetch for the whole test file: every request is recorded in the returned list (its path without the
 * API prefix) and answered by `answer`. After each test the rendered DOM is cleaned up and the list emptied.
 */
export function stubShopperApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = []
  const fetchStub = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const body = new URLSearchParams(String(init?.body ?? ''))
    const call: ApiCall = {
      method,
      path: url.pathname.replace('/api/h5app/wxapp/', ''),
      fields: method === 'GET' ? url.searchParams : body,
      body,
    }
    calls.push(call)
    return answer(call)
  })
  beforeAll(() => vi.stubGlobal('fetch', fetchStub))
  afterAll(() => vi.unstubAllGlobals())
  afterEach(() => {
    cleanup()
    calls.length = 0
  })
  return calls
}
