import { describe, expect, it, vi } from 'vitest'
import { createPagesApi } from './pages-api.ts'

interface Served {
  body: unknown
  etag?: string
  cacheControl: string
}

/** A descriptor API as the server answers it: a 304 when the asker has the current tag. */
function server(answers: Record<string, Served>) {
  const asked: { url: string; ifNoneMatch: string | null }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const ifNoneMatch = new Headers(init?.headers).get('if-none-match')
    asked.push({ url, ifNoneMatch })
    const served = answers[new URL(url).pathname]!
    const headers: Record<string, string> = { 'cache-control': served.cacheControl, 'content-type': 'application/json' }
    if (served.etag) headers.etag = served.etag
    if (served.etag && ifNoneMatch === served.etag) return new Response(null, { status: 304, headers })
    return new Response(JSON.stringify({ data: served.body }), { status: 200, headers })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked }
}

const SHARED = 'public, max-age=0, s-maxage=60'
const descriptor = (title: string) => ({ seo: { title }, widgets: [{ uuid: 'a', type: 'W0011', text: title }] })

describe('the page-descriptor API on the server', () => {
  it('keeps an answer every guest gets alike and takes a 304 for it as the same data', async () => {
    const answers = { '/api/pages/home': { body: descriptor('首页'), etag: 'W/"one"', cacheControl: SHARED } }
    const { fetch, asked } = server(answers)
    const pages = createPagesApi({ origin: 'http://shop.test', fetch })
    const first = await pages.get<ReturnType<typeof descriptor>>('home')
    // Another request's renderer, with its own client.
    const again = await createPagesApi({ origin: 'http://shop.test', fetch }).get('home')
    expect(again).toBe(first)
    expect(asked.map((call) => call.ifNoneMatch)).toEqual([null, 'W/"one"'])
    // Shared by every later render, so nobody can change it.
    expect(Object.isFrozen(first.widgets[0])).toBe(true)
  })

  it('reads the new answer once the content changed (a new tag)', async () => {
    const answers = { '/api/pages/home': { body: descriptor('旧'), etag: 'W/"old"', cacheControl: SHARED } }
    const { fetch } = server(answers)
    const pages = createPagesApi({ origin: 'http://changed.test', fetch })
    expect((await pages.get<ReturnType<typeof descriptor>>('home')).seo.title).toBe('旧')
    answers['/api/pages/home'] = { body: descriptor('新'), etag: 'W/"new"', cacheControl: SHARED }
    expect((await pages.get<ReturnType<typeof descriptor>>('home')).seo.title).toBe('新')
    expect((await pages.get<ReturnType<typeof descriptor>>('home')).seo.title).toBe('新')
  })

  it('never keeps a visitor’s own answer', async () => {
    const answers = {
      '/api/pages/home': { body: descriptor('会员'), cacheControl: 'private, no-cache' },
      '/api/pages/custom/1': { body: descriptor('私有'), etag: 'W/"private"', cacheControl: 'private, no-cache' },
    }
    const { fetch, asked } = server(answers)
    const pages = createPagesApi({ origin: 'http://member.test', fetch })
    const first = await pages.get('home')
    const second = await pages.get('home')
    await pages.get('custom/1')
    await pages.get('custom/1')
    expect(second).not.toBe(first)
    expect(second).toEqual(first)
    expect(Object.isFrozen(first)).toBe(false)
    expect(asked.every((call) => call.ifNoneMatch === null)).toBe(true)
  })
})
