import path from 'node:path'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'
import { ensureBuild } from './ensure-build.ts'
import { listenLocally, rawGet, type RawResponse } from './raw-get.ts'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const NOT_FOUND_TEXT = '抱歉！您所访问的页面不存在！'
const ERROR_TEXT = '抱歉！应用程序错误异常！'

/** Addresses that answered the 500 page before: the router or the API choked on them. */
const MALFORMED = [
  '//x:y',
  '//[',
  '//]',
  '//x:99999',
  '//@',
  '//x@y:z',
  '/\\\\x:y',
  '//x:y/items',
  `/items?keywords=${'a'.repeat(51)}`,
  `/items?keywords=${'%E6%89%8B'.repeat(51)}`,
  `/items?tag=${'b'.repeat(31)}`,
  `/${'a'.repeat(8000)}`,
  `/items/${'9'.repeat(400)}`,
]

/** Odd but readable addresses ('/\' is read as '//', the home page): any answer but a 5xx. */
const ODD_ADDRESSES = [
  '/\\',
  '/items?keywords=%',
  '/items?keywords=%E0%A4%A',
  '/items?page=-1&pageSize=99999',
  '/custompage?pageid=%',
  '/auth/redirect?redirectUrl=%',
]

/** Page requests that a browser could send: a 4xx page must be the spec's page, and no 5xx ever. */
function expectAnswered(target: string, response: RawResponse) {
  expect(response.status, target).toBeLessThan(500)
  if (response.status >= 400 && response.contentType.startsWith('text/html')) {
    expect(response.body, target).toContain(response.status === 404 ? NOT_FOUND_TEXT : ERROR_TEXT)
  }
}

const ROUTES = [
  '/',
  '/items',
  '/items/',
  '/items/1',
  '/custompage',
  '/article/detail/',
  '/article/node/',
  '/auth/redirect',
  '/auth/login',
  '/member/',
  '/cart',
  '/pointitems',
  '/shops/info',
  '/h5/',
  '/search',
  '/finish',
]
const PATH_PIECES = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%',
  '%2',
  '%2e',
  '%2F',
  '%5c',
  '%E0%A4%A',
  '%FF',
  '%00',
  ':',
  '@',
  '[',
  ']',
  'x:y',
  '~',
  '%25',
  ';',
  '*',
  '"',
  '<',
  '>',
  '{',
  '}',
  '|',
  '^',
  '`',
  "'",
  'evil.example',
  '1',
  '-1',
  '99999999999999999999',
]
const QUERY_KEYS = [
  'keywords',
  'tag',
  'page',
  'pageSize',
  'cat_id',
  'main_category',
  'sort',
  'pageid',
  'redirectUrl',
  'distributor_id',
  'id',
  'order_id',
  'force_pc',
  'tab',
]

/** Visible ASCII only: what a browser puts on the request line after encoding the rest. */
const visible = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 80,
})
const pathPart = fc.oneof(
  fc.constantFrom(...PATH_PIECES),
  visible.map((text) => text.replace(/[?#]/g, '')),
)
const queryValue = fc.oneof(
  visible.map((text) => text.replace(/[&#]/g, '')),
  fc.constantFrom('%', '%E0%A4%A', '-1', '0', '1e9', 'abc', 'a'.repeat(60)),
)
const query = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue), { maxLength: 4 })
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'))
const target = fc
  .tuple(fc.constantFrom(...ROUTES), fc.array(pathPart, { maxLength: 6 }), query)
  .map(([route, parts, search]) => `${route}${parts.join('')}${search ? `?${search}` : ''}`)

beforeAll(() => ensureBuild(path.resolve(import.meta.dirname, '../..')), 120_000)

describe('malformed page addresses', () => {
  let app: FastifyInstance
  let origin: string

  beforeAll(async () => {
    app = await buildTestApp({ seed: true, ssr: true })
    origin = await listenLocally(app)
  })
  afterAll(() => app?.close())

  const get = (url: string) => rawGet(origin, url, { accept: 'text/html', 'user-agent': DESKTOP })

  it.each(MALFORMED.map((url) => [url.length > 60 ? `${url.slice(0, 57)}...` : url, url]))(
    '%s answers 400 or 404 with the spec page',
    async (_label, url) => {
      const response = await get(url)
      expectAnswered(url, response)
      expect([400, 404], url).toContain(response.status)
    },
  )

  it.each(ODD_ADDRESSES)('%s answers without a 5xx', async (url) => {
    expectAnswered(url, await get(url))
  })

  it('answers a keyword over 50 characters and a tag over 30 with the 400 error page', async () => {
    for (const url of [`/items?keywords=${'a'.repeat(51)}`, `/items?tag=${'b'.repeat(31)}`]) {
      const response = await get(url)
      expect(response.status, url).toBe(400)
      expect(response.contentType).toMatch(/^text\/html/)
      expect(response.body).toContain(ERROR_TEXT)
    }
  })

  it('answers a path the URL parser reads as a host with the 404 page inside the site frame', async () => {
    for (const url of ['//x:y', '//[', '/\\x:y']) {
      const response = await get(url)
      expect(response.status, url).toBe(404)
      expect(response.body).toContain(NOT_FOUND_TEXT)
      expect(response.body).toContain('<a class="mf-error-page__home" href="/">点击返回首页。</a>')
    }
  })

  it('never answers 5xx to 500 generated page addresses', async () => {
    const seen: string[] = []
    await fc.assert(
      fc.asyncProperty(target, async (url) => {
        seen.push(url)
        expectAnswered(url, await get(url))
      }),
      { numRuns: 500 },
    )
    expect(new Set(seen).size).toBeGreaterThan(400)
  }, 300_000)
})
