import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storageNames } from '../../runtime/lib/auth-storage.ts'
import { hydratesWhenSeen, SERVER_MARKUP_TYPES } from '../../runtime/widgets/server-markup.ts'
import type { WidgetDescriptor } from '../../runtime/widgets/widget-slot.tsx'
import { createTestMember } from '../commerce/test-helpers.ts'
import { createSession } from '../lib/auth.ts'
import { pageLayoutStore } from '../pages/layout.ts'
import { guestDescriptorCache } from '../pages/routes.ts'
import { buildTestApp } from '../testing.ts'
import { ensureBuild } from './ensure-build.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

const NOT_FOUND_TEXT = '抱歉！您所访问的页面不存在！'
const ERROR_TEXT = '抱歉！应用程序错误异常！'

function page(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': DESKTOP, ...headers } })
}

/** The JSON the page hands to the browser: the router's state and the widget types shown. */
function hydration(html: string) {
  const match = /<script type="application\/json" id="mallfront-hydration">([^<]*)<\/script>/.exec(html)
  if (!match) throw new Error('no hydration data in the page')
  return JSON.parse(match[1] as string)
}

/** What the page hands to the browser router. */
function hydrationData(html: string) {
  return hydration(html).router
}

/** The frames of widgets whose markup the browser keeps, each with all it holds (React writes `<` in text as `&lt;`). */
function keptFrames(html: string): string[] {
  return [...html.matchAll(/<div [^>]*data-server-markup=""[^>]*>/g)].map((match) => {
    const tags = /<div\b|<\/div>/g
    tags.lastIndex = match.index + match[0].length
    for (let depth = 1; depth > 0; ) {
      const tag = tags.exec(html)
      if (!tag) throw new Error('a kept frame is not closed')
      depth += tag[0] === '</div>' ? -1 : 1
    }
    return html.slice(match.index, tags.lastIndex)
  })
}

/** Script elements the browser would run: every one but the module entry and JSON data blocks. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/ src="|type="application\/json"/.test(tag))
}

beforeAll(() => ensureBuild(path.resolve(import.meta.dirname, '../..')), 120_000)

describe('server rendering of the seeded mall', () => {
  let app: FastifyInstance
  let layout: {
    seo: { title: string; keywords: string }
    header: { hotKeywords: string[] }
    footer: { params: { copyright: string } }
  }

  beforeAll(async () => {
    app = await buildTestApp({ seed: true, ssr: true })
    layout = (await app.inject({ method: 'GET', url: '/api/pages/layout' })).json().data
  })
  afterAll(() => app.close())

  it('renders the home page with its title, frame, styles and hydration data', async () => {
    const response = await page(app, '/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    const html = response.body
    expect(html).toMatch(/^<!doctype html>\n<html lang="zh-CN">/)
    expect(html).toContain(`<title>首页 - ${layout.seo.title}</title>`)
    expect(html).toContain(`<meta name="keywords" content="${layout.seo.keywords}">`)
    expect(html).toContain('<meta name="viewport" content="width=1190">')
    expect(html).toContain(layout.header.hotKeywords[0])
    expect(html).toContain(layout.footer.params.copyright)
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/entry-client-[\w-]+\.css">/)
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/HomePage-[\w-]+\.js">/)
    expect(html).toMatch(/<script type="module" src="\/assets\/entry-client-[\w-]+\.js"><\/script>/)
    const data = hydrationData(html)
    expect(data.loaderData.root).toEqual(layout)
    expect(data.errors).toBeNull()
    // The data is embedded once, as JSON in a block the browser never executes.
    expect(inlineScripts(html)).toEqual([])
    expect(html).not.toContain('nonce=')
    expect(html).toContain(
      '<script type="application/json" id="mallfront-session">{"customer":false,"shop":false,"staff":false}</script>',
    )
  })

  it('preloads exactly the chunks of the widgets a page hydrates; every widget’s styles are in the entry’s stylesheet', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../dist/client/.vite/manifest.json'), 'utf8'),
    )
    const typesOf = (widgets: Array<{ type: string; childWidgets?: [] }>): string[] =>
      widgets.flatMap((widget) => [widget.type, ...typesOf(widget.childWidgets ?? [])])
    for (const [url, api] of [
      ['/', '/api/pages/home'],
      ['/custompage?pageid=1002', '/api/pages/custom/1002'],
    ] as const) {
      const html = (await page(app, url)).body
      const descriptor = (await app.inject({ method: 'GET', url: api })).json().data
      // Widgets below the first screen hydrate when seen: the page links their styles only.
      const first = descriptor.widgets.filter((widget: WidgetDescriptor) => !hydratesWhenSeen(widget))
      const hydrated = [...new Set(typesOf(first))].filter((type) => !SERVER_MARKUP_TYPES.has(type)).sort()
      expect(hydration(html).widgets, url).toEqual(hydrated)
      for (const type of ['W0001', 'W0002', 'W0008', 'W0011', 'W0019']) {
        const chunk = manifest[`runtime/widgets/${type}/index.ts`]
        expect(html.includes(`<link rel="modulepreload" href="/${chunk.file}">`), `${url} ${type}`).toBe(
          hydrated.includes(type),
        )
      }
    }
    // The desktop browser finds the page's own chunk without the route table.
    const home = (await page(app, '/')).body
    expect(home).toContain(
      `<script type="application/json" id="mallfront-page-chunks">{"runtime/pages/home/HomePage.tsx":"/${manifest['runtime/pages/home/HomePage.tsx'].file}"}</script>`,
    )
    // One render-blocking request for all widgets' styles, not one per type: no widget chunk has a
    // stylesheet of its own (which the browser would also add when it loads the chunk).
    for (const [key, chunk] of Object.entries(manifest as Record<string, { css?: string[] }>))
      if (key.startsWith('runtime/widgets/')) expect(chunk.css, key).toBeUndefined()
    const [entryCss] = manifest['runtime/entry-client.tsx'].css
    const styles = fs.readFileSync(path.resolve(import.meta.dirname, '../../dist/client', entryCss), 'utf8')
    for (const type of ['w0001', 'w0002', 'w0019', 'w0022']) expect(styles, type).toContain(`.mf-${type}`)
    expect(home.match(/<link rel="stylesheet"/g)).toHaveLength(2)
  })

  it('asks for the main image first: its preload leads the head, with high priority', async () => {
    const home = (await page(app, '/')).body
    const head = home.slice(0, home.indexOf('</head>'))
    const preload = /<link rel="preload" as="image" href="([^"]+)" fetchPriority="high"\/>/.exec(head)
    expect(preload).not.toBeNull()
    expect(head.indexOf(preload?.[0] ?? '')).toBeLessThan(head.indexOf('<link rel="stylesheet"'))
    // The carousel's first slide, the one the preload names, loads at once and first.
    expect(home).toContain(
      `src="${preload?.[1]}" alt="轮播图1" width="770" height="340" loading="eager" fetchPriority="high"`,
    )
    // Not preloaded twice: React's own preload of it left the markup.
    expect(home.split(`<link rel="preload" as="image" href="${preload?.[1]}"`)).toHaveLength(2)

    const goods = (await app.inject({ method: 'GET', url: '/api/h5app/wxapp/goods/items?page=1&pageSize=1' })).json()
    const item = (await page(app, `/items/${goods.data.list[0].item_id}`)).body
    expect(item.slice(0, item.indexOf('</head>'))).toMatch(
      /<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/,
    )
  })

  it('hands the browser bare frames for the widgets whose markup it keeps', async () => {
    const html = (await page(app, '/')).body
    const home = Object.values(hydrationData(html).loaderData).find(
      (data) => data && typeof data === 'object' && 'widgets' in data,
    ) as { widgets: Array<Record<string, unknown>> }
    const kept = home.widgets.filter((widget) => SERVER_MARKUP_TYPES.has(widget.type as string))
    expect(kept.length).toBeGreaterThan(0)
    for (const widget of kept) {
      expect(widget.serverMarkup).toBe(true)
      expect(widget.data).toBeUndefined()
      expect(html).toContain(`data-uuid="${widget.uuid as string}" data-server-markup=""`)
    }
    // The markup itself is in the page: the floors' goods links, for one.
    expect(html).toMatch(
      /<div class="mf-widget mf-widget--w0002"[^>]*data-server-markup=""[^>]*>.*?<a class="mf-goods-tile[^"]*" title="[^"]+" href="\/items\/\d+"/s,
    )
  })

  it('writes the markup of kept widgets it rendered for an earlier page, byte for byte the same', async () => {
    // An API token makes each page the visitor's own, rendered for this request (no page cache).
    const rendered = async () => (await page(app, '/', { authorization: 'Bearer kept-markup-test' })).body
    const first = keptFrames(await rendered())
    expect(first.length).toBeGreaterThan(0)
    expect(first.every((frame) => /^<div[^>]*><(?:div|a|section|ul|h2)\b/.test(frame))).toBe(true)
    expect(keptFrames(await rendered())).toEqual(first)
    expect(keptFrames(await rendered())).toEqual(first)
  })

  it('writes no inline script on a signed-in member’s page either, only the session flags as data', async () => {
    const member = await createTestMember(app)
    const cookie = `${storageNames.customerTokenCookie}=${(await createSession(app.db, app.config.secret, 'member', member.id)).token}`
    const html = (await page(app, '/member/user-info', { cookie })).body
    expect(inlineScripts(html)).toEqual([])
    expect(html).toContain(
      '<script type="application/json" id="mallfront-session">{"customer":true,"shop":false,"staff":false}</script>',
    )
  })

  it('serves the hashed client files for a year', async () => {
    const script = /src="(\/assets\/entry-client-[\w-]+\.js)"/.exec((await page(app, '/')).body)?.[1]
    const response = await app.inject({ method: 'GET', url: script as string })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends the precompressed copy the browser accepts, brotli first, and the file itself otherwise', async () => {
    const script = /src="(\/assets\/entry-client-[\w-]+\.js)"/.exec((await page(app, '/')).body)?.[1] as string
    const get = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: script,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      })
    const identity = await get()
    expect(identity.headers['content-encoding']).toBeUndefined()
    const br = await get('gzip, deflate, br')
    const gz = await get('gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true)
    expect(zlib.gunzipSync(gz.rawPayload).equals(identity.rawPayload)).toBe(true)
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length)
    expect(gz.rawPayload.length).toBeLessThan(identity.rawPayload.length)
    for (const response of [identity, br, gz]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      expect(response.headers['content-type']).toMatch(/javascript/)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    expect((await get('identity')).headers['content-encoding']).toBeUndefined()
  })

  it('answers an unknown page with the 404 page inside the layout', async () => {
    const response = await page(app, '/nope/x')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain(NOT_FOUND_TEXT)
    expect(response.body).toContain('<a class="mf-error-page__home" href="/">点击返回首页。</a>')
    expect(response.body).toContain(layout.footer.params.copyright)
    expect(response.body).toContain(`<title>页面不存在 - ${layout.seo.title}</title>`)
    expect((await page(app, '/items/abc')).statusCode).toBe(404)
  })

  it('sends phones to the H5 site with the path and query they asked for', async () => {
    const home = await page(app, '/', { 'user-agent': IPHONE })
    expect(home.statusCode).toBe(302)
    expect(home.headers.location).toBe('/h5/')
    const search = await page(app, '/items?keywords=%E6%89%8B%E6%9C%BA', { 'user-agent': IPHONE })
    expect(search.headers.location).toBe('/h5/items?keywords=%E6%89%8B%E6%9C%BA')
  })

  it('renders the H5 page for phones without redirecting again', async () => {
    const response = await page(app, '/h5/', { 'user-agent': IPHONE })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('移动端商城')
    expect(response.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(response.body).toContain('aria-label="电脑版商城二维码"')
    expect(response.body).toContain('href="/?force_pc=1">继续访问电脑版</a>')
  })

  it('keeps tablets on the desktop site', async () => {
    expect((await page(app, '/', { 'user-agent': IPAD })).statusCode).toBe(200)
  })

  it('lets a phone stay on the desktop site with 继续访问电脑版', async () => {
    const choice = await page(app, '/?force_pc=1', { 'user-agent': IPHONE })
    expect(choice.statusCode).toBe(302)
    expect(choice.headers.location).toBe('/')
    expect(String(choice.headers['set-cookie'])).toMatch(/^force_pc=1; Max-Age=2592000; Path=\/; SameSite=Lax/)
    const home = await page(app, '/', { 'user-agent': IPHONE, cookie: 'force_pc=1' })
    expect(home.statusCode).toBe(200)
  })

  it('keeps answering unknown API calls with the JSON 404', async () => {
    for (const headers of [{}, { accept: 'text/html' }]) {
      const response = await app.inject({ method: 'GET', url: '/api/unknown', headers })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ status_code: 404, code: 'NOT_FOUND', message: '接口不存在', msg: '接口不存在' })
    }
    const post = await app.inject({ method: 'POST', url: '/nope', payload: {} })
    expect(post.statusCode).toBe(404)
    expect(post.json().code).toBe('NOT_FOUND')
  })

  it('answers a missing file with a plain 404, not the 404 page', async () => {
    const response = await page(app, '/assets/missing.js')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })

  it('serves the designer under /designer/', async () => {
    expect((await app.inject({ method: 'GET', url: '/designer' })).headers.location).toBe('/designer/')
    const response = await app.inject({ method: 'GET', url: '/designer/' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>页面设计器 · mallfront</title>')
    expect(response.headers['cache-control']).toBe('no-cache')
  })
})

describe('server rendering when things go wrong', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ seed: true, ssr: true })
  })
  afterAll(() => app.close())

  it('escapes stored text in the head and the hydration data', async () => {
    const title = '</script><script>alert(1)</script>'
    await app.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ title, mate_keywords: '"><b>', mate_description: '' }) })
      .where('name', '=', 'tdk_data')
      .execute()
    await pageLayoutStore(app).reload()

    const html = (await page(app, '/')).body
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('<title>首页 - &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(html).toContain('<meta name="keywords" content="&quot;&gt;&lt;b&gt;">')
    expect(hydrationData(html).loaderData.root.seo.title).toBe(title)
  })

  it('shows the error page with status 500 when a loader fails, without the cause', async () => {
    await app.db.schema.alterTable('goods').renameTo('goods_gone').execute()
    try {
      // A designed page not rendered before in this app (anonymous descriptors are cached) reads its goods.
      const response = await page(app, '/custompage?pageid=1002')
      expect(response.statusCode).toBe(500)
      expect(response.body).toContain(ERROR_TEXT)
      expect(response.body).toContain('<title>出错了 - ')
      expect(response.body).not.toMatch(/goods_gone|no such table|does not exist/)
      const { errors } = hydrationData(response.body)
      expect(Object.keys(errors)).toHaveLength(1)
      expect(JSON.stringify(errors)).not.toMatch(/goods|no such table|does not exist/)
    } finally {
      await app.db.schema.alterTable('goods_gone').renameTo('goods').execute()
    }
  })

  it('shows the error page without the site frame when the frame cannot be read', async () => {
    const store = pageLayoutStore(app)
    const get = store.get
    store.get = async () => {
      throw new Error('database unavailable')
    }
    // The frame is kept as bytes once answered (like guests' descriptors): forget it, so it is read again.
    guestDescriptorCache(app.db).clear()
    try {
      // An address no earlier test rendered: a guest page kept from before would still be served.
      const response = await page(app, '/?frame=unreadable')
      expect(response.statusCode).toBe(500)
      expect(response.body).toContain(ERROR_TEXT)
      expect(response.body).toContain('<title>出错了</title>')
      expect(response.body).not.toContain('mf-topbar')
      expect(response.body).not.toContain('database unavailable')
    } finally {
      store.get = get
    }
  })
})
