import type { AddressInfo } from 'node:net'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countStatements } from '../db/query-count.ts'
import { contentWatch } from '../lib/content-version.ts'
import { createTestMember } from '../commerce/test-helpers.ts'
import { buildTestApp } from '../testing.ts'
import { buildAndWatchRequests } from './test-fixtures.ts'

/**
 * Guests' pages are rendered once and then answered from memory, for every guest alike, until
 * what they show changes (members' copies per audience: audience-pages.test.ts); a page of a
 * member's own is rendered every time.
 */
let app: FastifyInstance
let goodsId: number
/** The URLs of the requests Fastify itself saw (its request log). */
const seenByFastify: string[] = []

beforeAll(async () => {
  app = await buildTestApp({ seed: true, ssr: true, logger: buildAndWatchRequests(seenByFastify) })
  goodsId = (
    await app.db
      .selectFrom('goods')
      .select('id')
      .where('approve_status', '=', 'onsale')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id
}, 180_000)
afterAll(async () => {
  await app?.close()
})

const BROWSER = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' }

async function page(url: string, headers: InjectOptions['headers'] = {}) {
  const { result, statements } = await countStatements(() =>
    app.inject({ method: 'GET', url, headers: { ...BROWSER, ...headers } }),
  )
  return { response: result, statements: statements.length }
}

describe('the guest page cache', () => {
  it('renders a guest page once, then answers every guest from memory with validators a CDN can use', async () => {
    const url = `/items/${goodsId}?from=cache-test`
    const first = await page(url)
    expect(first.response.statusCode).toBe(200)
    expect(first.statements).toBeGreaterThan(0)
    expect(first.response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    expect(first.response.headers.etag).toMatch(/^W\/"/)

    const other = await page(url, { cookie: 'user_session_id=another-guest' })
    expect(other.statements).toBe(0)
    expect(other.response.body).toBe(first.response.body)

    const revalidated = await page(url, { 'if-none-match': String(first.response.headers.etag) })
    expect(revalidated.response.statusCode).toBe(304)
    expect(revalidated.statements).toBe(0)

    const compressed = await page(url, { 'accept-encoding': 'br' })
    expect(compressed.response.headers['content-encoding']).toBe('br')
    expect(compressed.response.rawPayload.length).toBeLessThan(first.response.rawPayload.length / 3)
  })

  it('renders a page of a member’s own every time and never lets shared caches keep it', async () => {
    const member = await createTestMember(app)
    const cookie = `customer_token=${member.token}`
    await page('/member/user-info', { cookie })
    const again = await page('/member/user-info', { cookie })
    expect(again.statements).toBeGreaterThan(0)
    expect(again.response.headers['cache-control']).toBe('private, no-cache')
    expect(again.response.headers.etag).toBeUndefined()
  })

  it('shows a change to the goods on the next request', async () => {
    const url = `/items/${goodsId}?from=change-test`
    expect((await page(url)).response.body).not.toContain('缓存后改名的商品')
    await app.db.updateTable('goods').set({ item_name: '缓存后改名的商品' }).where('id', '=', goodsId).execute()
    // The poll would see it within a second; a change through the app announces it at once.
    await contentWatch(app.db).changed()
    const changed = await page(url)
    expect(changed.statements).toBeGreaterThan(0)
    expect(changed.response.body).toContain('缓存后改名的商品')
  })

  it('keeps no error page: a missing goods is looked up again on every request', async () => {
    const url = '/items/99999999'
    const first = await page(url)
    expect(first.response.statusCode).toBe(404)
    expect(first.response.headers['cache-control']).toBe('private, no-cache')
    expect((await page(url)).statements).toBeGreaterThan(0)
  })

  it('renders pages that are not the same for every guest each time', async () => {
    await page('/receive/coupons')
    expect((await page('/receive/coupons')).statements).toBeGreaterThan(0)
  })
})

describe('the fast path', () => {
  it('answers a fresh guest page before Fastify, with the same status, headers and bytes', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 })
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const url = `/items/${goodsId}?from=fast-path`
    const get = (headers: Record<string, string> = {}) =>
      fetch(origin + url, { headers: { ...BROWSER, 'accept-encoding': 'br', ...headers } })

    const rendered = await get()
    const body = await rendered.text()
    const fast = await get()
    expect(await fast.text()).toBe(body)
    expect(seenByFastify.filter((seen) => seen === url)).toHaveLength(1)
    for (const name of [
      'content-type',
      'content-encoding',
      'etag',
      'cache-control',
      'vary',
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
    ]) {
      expect(fast.headers.get(name), name).toBe(rendered.headers.get(name))
    }
    const revalidated = await get({ 'if-none-match': String(rendered.headers.get('etag')) })
    expect(revalidated.status).toBe(304)
    const head = await fetch(origin + url, { method: 'HEAD', headers: BROWSER })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')

    // A dead session and a phone are never answered there.
    await fetch(origin + url, { headers: { ...BROWSER, cookie: 'customer_token=x' } })
    await fetch(origin + url, { headers: { ...BROWSER, cookie: 'customer_token=x' } })
    await fetch(origin + url, {
      headers: { ...BROWSER, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile Safari' },
    })
    expect(seenByFastify.filter((seen) => seen === url)).toHaveLength(4)
  })

  it('answers a member there once their token’s audience was looked up, privately', async () => {
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const url = `/items/${goodsId}?from=fast-member`
    const member = await createTestMember(app)
    const get = () => fetch(origin + url, { headers: { ...BROWSER, cookie: `customer_token=${member.token}` } })
    const rendered = await get()
    const body = await rendered.text()
    const fast = await get()
    expect(await fast.text()).toBe(body)
    expect(seenByFastify.filter((seen) => seen === url)).toHaveLength(1)
    expect(fast.headers.get('cache-control')).toBe('private, no-cache')
    expect(fast.headers.get('etag')).toBe(rendered.headers.get('etag'))
  })

  it("answers a fresh guest descriptor there too, and never a member's", async () => {
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const url = '/api/pages/home?company_id=1'
    const rendered = await fetch(origin + url, { headers: { 'accept-encoding': 'gzip' } })
    const body = await rendered.text()
    const seen = () => seenByFastify.filter((item) => item === url).length
    const before = seen()
    const fast = await fetch(origin + url, { headers: { 'accept-encoding': 'gzip' } })
    expect(await fast.text()).toBe(body)
    expect(seen()).toBe(before)
    for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'content-security-policy'])
      expect(fast.headers.get(name), name).toBe(rendered.headers.get(name))
    await fetch(origin + url, { headers: { cookie: 'customer_token=x' } })
    await fetch(origin + url, { headers: { authorization: 'Bearer x' } })
    expect(seen()).toBe(before + 2)
  })
})
