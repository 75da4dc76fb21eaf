import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PageName } from '../db/types.ts'
import { SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { withDefaults } from '../../schemas/widget-defaults.ts'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import { buildTestApp } from '../testing.ts'
import { pageLayoutStore } from './layout.ts'

let nextTemplateId = 9000

async function insertTemplate(
  app: FastifyInstance,
  pageName: PageName,
  published: unknown,
  publishedAt: number | null = 1_700_000_000,
  pagePath: string | null = null,
) {
  const id = nextTemplateId++
  await app.db
    .insertInto('page_templates')
    .values({
      page_name: pageName,
      template_title: `${pageName} ${id}`,
      theme_pc_template_id: id,
      page_path: pagePath,
      draft_config: '{}',
      published_config:
        published === null ? null : typeof published === 'string' ? published : JSON.stringify(published),
      published_at: publishedAt,
    })
    .execute()
  return id
}

async function getData(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(200)
  return response.json().data
}

describe('page descriptors on the seeded mall', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ seed: true })
  })
  afterAll(() => app.close())

  it('GET /api/pages/layout answers the published frame', async () => {
    const data = await getData(app, '/api/pages/layout')
    expect(Object.keys(data).sort()).toEqual(['footer', 'header', 'page', 'seo'])
    expect(data.page.themeColor).toMatch(/^#[0-9a-f]{6}$/i)
    expect(typeof data.page.merchantSettlement).toBe('boolean')
    expect(data.seo.title).not.toBe('')
    expect(data.header.hotKeywords).toHaveLength(5)
    expect(data.header.navs.length).toBeGreaterThan(0)
    expect(data.footer.params.columns.length).toBeGreaterThan(0)
    expect(data.footer.params.copyright).not.toBe('')
  })

  it('GET /api/pages/layout is kept with an entity tag that every cache revalidates, 304 when unchanged', async () => {
    const first = await app.inject({ url: '/api/pages/layout' })
    expect(first.headers['cache-control']).toBe('public, no-cache')
    expect(first.headers.etag).toMatch(/^W\/"/)
    const again = await app.inject({
      url: '/api/pages/layout',
      headers: { 'if-none-match': first.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('GET /api/pages/home adds the home widgets (and the category tree they share) to the same frame', async () => {
    const [layout, home] = await Promise.all([getData(app, '/api/pages/layout'), getData(app, '/api/pages/home')])
    const { widgets, categories: _shared, schema_version, ...frame } = home
    expect(frame).toEqual(layout)
    expect(schema_version).toBe(SCHEMA_VERSION)
    expect(Array.isArray(widgets)).toBe(true)
  })

  it('lists no templates outside the designer: its own list asks for an operator', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pages/templates' })
    expect(response.statusCode).toBe(404)
  })

  it('refuses a company_id that is not a positive integer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pages/layout?company_id=abc' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ status_code: 400, code: 'VALIDATION' })
  })
})

describe('page descriptors from stored templates', () => {
  let app: FastifyInstance
  beforeEach(async () => {
    app = await buildTestApp()
  })
  afterEach(() => app.close())

  it('serves defaults when nothing is published', async () => {
    const data = await getData(app, '/api/pages/home')
    expect(data).toEqual({
      page: { backgroundColor: '#F5F5F5', themeColor: '#479EE9', merchantSettlement: false },
      seo: { title: '', keywords: '', description: '' },
      header: { logo: { imgUrl: '', alt: '' }, hotKeywords: [], navs: [] },
      footer: { params: { services: [], columns: [], copyright: '', icp: '' } },
      widgets: [],
      schema_version: SCHEMA_VERSION,
    })
  })

  it('maps tdk_data and the newest published templates, after a reload', async () => {
    await insertTemplate(app, 'index', {
      page: { backgroundColor: '#FFFFFF', themeColor: '#E4393C', merchantSettlement: true },
      widgets: [{ ...w0011Defaults, uuid: 'a' }],
    })
    await insertTemplate(
      app,
      'header',
      { logo: { imgUrl: '/old.png', alt: '旧' }, hotKeywords: [], navs: [] },
      1_600_000_000,
    )
    await insertTemplate(app, 'header', {
      logo: { imgUrl: '/logo.png', alt: '商城' },
      hotKeywords: ['手机'],
      navs: [{ title: '首页', href: '/' }],
    })
    await insertTemplate(
      app,
      'header',
      { logo: { imgUrl: '/draft.png', alt: '草稿' }, hotKeywords: [], navs: [] },
      null,
    )
    await app.db
      .insertInto('settings')
      .values({
        name: 'tdk_data',
        value: JSON.stringify({ title: '好物商城', mate_keywords: '手机,家电', mate_description: '正品低价' }),
      })
      .execute()
    await pageLayoutStore(app).reload()

    const data = await getData(app, '/api/pages/home')
    expect(data.page).toEqual({ backgroundColor: '#FFFFFF', themeColor: '#E4393C', merchantSettlement: true })
    expect(data.seo).toEqual({ title: '好物商城', keywords: '手机,家电', description: '正品低价' })
    expect(data.header).toEqual({
      logo: { imgUrl: '/logo.png', alt: '商城' },
      hotKeywords: ['手机'],
      navs: [{ title: '首页', href: '/' }],
    })
    // Settings equal to their defaults stay off the wire and are filled back by the reader.
    expect(data.widgets).toEqual([
      { type: 'W0011', uuid: 'a', x: 0, y: 0, width: w0011Defaults.width, height: w0011Defaults.height, data: [] },
    ])
    expect(data.widgets.map(withDefaults)).toEqual([{ ...w0011Defaults, uuid: 'a' }])
  })

  it('keeps unsafe or damaged stored values out of the frame', async () => {
    await insertTemplate(app, 'index', { page: { themeColor: 'red;background:url(x)' } })
    await insertTemplate(app, 'header', {
      logo: { imgUrl: 'javascript:alert(1)', alt: 'x' },
      hotKeywords: ['1', '2', '3', '4', '5', '6', '7'],
      navs: [
        { title: '坏链接', href: 'javascript:alert(1)' },
        { title: '外链', href: 'https://example.com/a' },
      ],
    })
    await insertTemplate(app, 'footer', '{not json')
    await pageLayoutStore(app).reload()

    const data = await getData(app, '/api/pages/layout')
    expect(data.page.themeColor).toBe('#479EE9')
    expect(data.header.logo.imgUrl).toBe('')
    expect(data.header.hotKeywords).toEqual(['1', '2', '3', '4', '5'])
    expect(data.header.navs).toEqual([
      { title: '坏链接', href: '' },
      { title: '外链', href: 'https://example.com/a' },
    ])
    expect(data.footer).toEqual({ params: { services: [], columns: [], copyright: '', icp: '' } })
  })
})

describe('the seeded pages', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ seed: true })
  })
  afterAll(() => app.close())

  it('GET /api/pages/home resolves every seeded widget, of at least 15 types, with live references', async () => {
    const stored = await app.db
      .selectFrom('page_templates')
      .select('published_config')
      .where('page_name', '=', 'index')
      .executeTakeFirstOrThrow()
    const storedWidgets = JSON.parse(stored.published_config ?? '{}').widgets as { uuid: string }[]
    const { widgets, categories } = await getData(app, '/api/pages/home')
    expect(widgets.map((w: { uuid: string }) => w.uuid)).toEqual(storedWidgets.map((w) => w.uuid))
    expect(new Set(widgets.map((w: { type: string }) => w.type)).size).toBeGreaterThanOrEqual(15)

    const byUuid = (uuid: string) => widgets.find((w: { uuid: string }) => w.uuid === uuid)
    expect(byUuid('hero').data).toHaveLength(5)
    expect(byUuid('hero').data[0].pathData.href).toMatch(/^\//)
    expect(byUuid('coupons').data.length).toBeGreaterThan(0)
    expect(byUuid('coupons').data.every((c: { getted: number }) => c.getted === 0)).toBe(true)
    expect(byUuid('floor-1-goods').data).toHaveLength(5)
    expect(byUuid('floor-1-goods').data[0].href).toMatch(/^\/items\/\d+$/)
    expect(byUuid('recommended-shops').data[0].goods_list).toHaveLength(3)
    // W0007 and W0022 both show the whole tree: it travels once, beside the widgets.
    expect(byUuid('category-menu')).not.toHaveProperty('categoryData')
    expect(byUuid('main-nav')).not.toHaveProperty('categoryData')
    expect(categories[0].children.length).toBeGreaterThan(0)
  })

  it('GET /api/pages/custom/1002 answers the festival page with its own title and background', async () => {
    const data = await getData(app, '/api/pages/custom/1002')
    expect(data.seo.title).toBe('年货节专题')
    expect(data.page.backgroundColor).toBe('#C81623')
    expect(data.widgets.length).toBeGreaterThan(3)
    expect(data.footer.params.columns.length).toBeGreaterThan(0)
  })

  it('GET /api/pages/product/new-arrivals answers the product page', async () => {
    const data = await getData(app, '/api/pages/product/new-arrivals')
    expect(data.seo.title).toBe('新品首发')
    expect(data.widgets.map((w: { type: string }) => w.type)).toEqual(['W0011', 'W0005', 'W0002'])
  })
})

describe('page routes that find nothing', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it('GET /api/pages/custom/:pageid answers 404 for an unknown or unpublished page, 400 for a bad id', async () => {
    const draftOnly = await insertTemplate(app, 'custom', null, null)
    for (const url of ['/api/pages/custom/424242', `/api/pages/custom/${draftOnly}`]) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        status_code: 404,
        code: 'PAGE_NOT_FOUND',
        message: '页面不存在',
        msg: '页面不存在',
      })
    }
    const bad = await app.inject({ method: 'GET', url: '/api/pages/custom/abc' })
    expect(bad.statusCode).toBe(400)
  })

  it('GET /api/pages/custom/:pageid does not answer a product page by its id', async () => {
    const id = await insertTemplate(app, 'product', { widgets: [] }, 1_700_000_000, 'spring')
    expect((await app.inject({ method: 'GET', url: `/api/pages/custom/${id}` })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/pages/product/spring' })).statusCode).toBe(200)
  })

  it('GET /api/pages/product/* answers 404 for a path no page answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pages/product/no-such-page' })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('页面不存在')
    const tooLong = await app.inject({ method: 'GET', url: `/api/pages/product/${'a'.repeat(201)}` })
    expect(tooLong.statusCode).toBe(400)
  })

  it('GET /api/schemas/widgets/:type answers the JSON Schema of a widget type, 404 for an unknown type', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/schemas/widgets/W0021' })
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toMatchObject({ type: 'W0021', name: '优惠券' })
    expect(data.schema.type).toBe('object')
    expect(data.schema.properties.type).toEqual({ const: 'W0021', type: 'string' })
    expect(data.defaults.type).toBe('W0021')
    for (const type of ['W0009', 'w0001', 'x'.repeat(11)]) {
      const missing = await app.inject({ method: 'GET', url: `/api/schemas/widgets/${type}` })
      expect(missing.statusCode).toBe(type.length > 10 ? 400 : 404)
    }
  })
})
