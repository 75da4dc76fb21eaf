import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageLayoutStore } from '../../pages/layout.ts'
import { buildTestApp } from '../../testing.ts'
import { dataOf, nuxtClient, STALE_TOKEN } from './nuxt-client.ts'

/** Contract 2.1 (home from page templates) and the table of section 3 for its calls. */

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ seed: true })
}, 60_000)
afterAll(() => app?.close())

interface TemplateItem {
  id?: string
  name?: string
  config: string
}

const parsed = (items: TemplateItem[]) =>
  items.map((item) => JSON.parse(item.config) as Record<string, unknown> & { type: string })

type Config = Record<string, unknown> & { type: string; uuid?: string }

/** Every widget of a projected page: top-level ones and the children of free panels, in order. */
const flatten = (configs: Config[]): Config[] =>
  configs.flatMap((config) => [config, ...flatten((config.childWidgets as Config[] | undefined) ?? [])])

const IMAGE_KEYS = new Set(['imgUrl', 'goods_pic', 'shop_pic', 'banner', 'logo', 'image_url'])

/** What would render broken in ECShopX: undefined/NaN text, nulls, relative images, links without a target. */
function brokenParts(node: unknown, path = ''): string[] {
  if (node === null) return [`${path}: null`]
  if (typeof node === 'number') return Number.isFinite(node) ? [] : [`${path}: ${node}`]
  if (typeof node === 'string') return /undefined|NaN/.test(node) ? [`${path}: ${node}`] : []
  if (Array.isArray(node)) return node.flatMap((child, i) => brokenParts(child, `${path}/${i}`))
  if (typeof node !== 'object') return []
  const record = node as Record<string, unknown>
  const found: string[] = []
  if (typeof record.linkPage === 'string' && record.linkPage !== '' && typeof record.href !== 'string')
    found.push(`${path}: link without href`)
  if (typeof record.href === 'string' && /^\/product\//.test(record.href))
    found.push(`${path}: no ECShopX route ${record.href}`)
  for (const [key, value] of Object.entries(record)) {
    if (IMAGE_KEYS.has(key) && typeof value === 'string' && value !== '' && !/^https?:\/\//.test(value))
      found.push(`${path}/${key}: relative image ${value}`)
    found.push(...brokenParts(value, `${path}/${key}`))
  }
  return found
}

const pageOf = async (pageId?: number) =>
  parsed(
    dataOf(
      await nuxtClient(app).get('pctemplate/getTemplateContent', pageId ? { theme_pc_template_id: pageId } : undefined),
    ),
  ) as Config[]

describe('GET pctemplate/getTemplateContent', () => {
  it('answers the published home page: W0000 first, then every widget in page order, side-by-side ones in free panels', async () => {
    const items = dataOf<TemplateItem[]>(await nuxtClient(app).get('pctemplate/getTemplateContent'))
    expect(Array.isArray(items)).toBe(true)
    for (const item of items) expect(typeof item.config).toBe('string')
    const configs = parsed(items) as Config[]
    expect(configs[0]).toMatchObject({
      type: 'W0000',
      backgroundColor: expect.any(String),
      themeColor: expect.any(String),
    })
    expect(configs.slice(1).every((config) => /^W00(0[1-9]|1\d|2[0-2])$/.test(config.type))).toBe(true)

    const stored = JSON.parse(
      (
        await app.db
          .selectFrom('page_templates')
          .select('published_config')
          .where('page_name', '=', 'index')
          .executeTakeFirstOrThrow()
      ).published_config!,
    ) as { widgets: { uuid: string; x: number; y: number }[] }
    const byPlace = [...stored.widgets].sort((a, b) => a.y - b.y || a.x - b.x).map((widget) => widget.uuid)
    const served = flatten(configs.slice(1))
      .map((config) => config.uuid)
      .filter((uuid) => byPlace.includes(uuid!))
    expect(served).toEqual(byPlace)
    // The first screen (category menu, carousel, quick panel, channel bar) is one band: a page-wide free panel.
    const firstScreen = configs[1]!
    expect(firstScreen).toMatchObject({ type: 'W0006', width: 1190, heightShow: true })
    expect((firstScreen.childWidgets as Config[]).map((child) => child.type)).toEqual([
      'W0007',
      'W0001',
      'W0006',
      'W0013',
    ])
  })

  it('gives W0004, W0008 and W0013 a data array and W0006 a childWidgets array', async () => {
    const configs = flatten(await pageOf())
    const needsData = configs.filter((config) => ['W0004', 'W0008', 'W0013'].includes(config.type))
    expect(needsData.length).toBeGreaterThan(0)
    for (const config of needsData) expect(Array.isArray(config.data), config.type).toBe(true)
    for (const config of configs.filter((c) => c.type === 'W0006'))
      expect(Array.isArray(config.childWidgets)).toBe(true)
  })

  it('serves nothing that renders broken on the seeded pages: no undefined, NaN, null, relative image or dead link', async () => {
    const pages = await app.db
      .selectFrom('page_templates')
      .select('theme_pc_template_id')
      .where('page_name', 'in', ['custom', 'product'])
      .execute()
    expect(pages.length).toBeGreaterThanOrEqual(2)
    for (const pageId of [undefined, ...pages.map((page) => page.theme_pc_template_id)]) {
      const configs = await pageOf(pageId)
      expect(configs.length, `page ${pageId ?? 'home'}`).toBeGreaterThan(1)
      expect(brokenParts(configs), `page ${pageId ?? 'home'}`).toEqual([])
    }
  })

  it('serves the live goods, coupons, shops and categories of the home page in the shapes ECShopX reads', async () => {
    const configs = flatten(await pageOf())
    const ofType = (type: string) => configs.filter((config) => config.type === type)
    // W0016: data[0] is the pair of images (a flat list crashed ECShopX's server render).
    const marketing = ofType('W0016')[0]!.data as { imgUrl: string; pathData: { href: string } }[][]
    expect(marketing).toHaveLength(1)
    expect(marketing[0]).toHaveLength(2)
    expect(marketing[0]![0]!.imgUrl).toMatch(/^http/)
    // W0021: coupons with their titles and amounts.
    const coupons = ofType('W0021')[0]!.data as { title: string; reduce_cost: number; card_type: string }[]
    expect(coupons.length).toBeGreaterThan(0)
    for (const coupon of coupons) expect(coupon.title).not.toBe('')
    expect(coupons.some((coupon) => coupon.card_type === 'cash' && coupon.reduce_cost > 0)).toBe(true)
    // W0007: three levels of categories.
    const menu = ofType('W0007')[0]!.categoryData as { children: { children: unknown[] }[] }[]
    expect(menu.some((top) => top.children.some((group) => group.children.length > 0))).toBe(true)
    // W0020: shops with images, tags and goods.
    const shops = ofType('W0020')[0]!.data as {
      logo: string
      banner: string
      tag_list: unknown[]
      goods_list: unknown[]
    }[]
    expect(shops.length).toBeGreaterThan(0)
    for (const shop of shops) {
      expect(shop.logo).toMatch(/^http/)
      expect(shop.banner).toMatch(/^http/)
      expect(shop.goods_list.length).toBeGreaterThan(0)
    }
    // W0003: zones in fractions.
    const zones = ofType('W0003')[0]!.data as { widthPer: number }[]
    expect(zones.every((zone) => zone.widthPer > 0 && zone.widthPer <= 1)).toBe(true)
  })

  it('answers a published custom page, and a product page, by theme_pc_template_id, and [] when nothing is published there', async () => {
    const pages = await app.db
      .selectFrom('page_templates')
      .select(['page_name', 'theme_pc_template_id'])
      .where('page_name', 'in', ['custom', 'product'])
      .execute()
    const home = (await pageOf()).map((c) => c.uuid)
    for (const page of pages) {
      const configs = await pageOf(page.theme_pc_template_id)
      expect(configs[0]!.type, page.page_name).toBe('W0000')
      expect(configs.map((c) => c.uuid)).not.toEqual(home)
    }
    expect(pages.map((page) => page.page_name).sort()).toEqual(['custom', 'product'])
    expect(
      dataOf(await nuxtClient(app).get('pctemplate/getTemplateContent', { theme_pc_template_id: 987654 })),
    ).toEqual([])
  })

  it('leaves out a widget that fails its schema instead of failing the page', async () => {
    const row = await app.db
      .selectFrom('page_templates')
      .select(['id', 'published_config'])
      .where('page_name', '=', 'custom')
      .executeTakeFirstOrThrow()
    const pageId = 4242
    const config = JSON.parse(row.published_config!)
    const widgets = [...config.widgets, { type: 'W0004', uuid: 'broken', data: 'not a list' }]
    await app.db
      .insertInto('page_templates')
      .values({
        page_name: 'custom',
        template_title: '坏挂件',
        theme_pc_template_id: pageId,
        page_path: null,
        draft_config: '{}',
        published_config: JSON.stringify({ ...config, widgets }),
        published_at: 1,
      })
      .execute()
    const configs = parsed(
      dataOf(await nuxtClient(app).get('pctemplate/getTemplateContent', { theme_pc_template_id: pageId })),
    )
    const served = flatten(configs as Config[]).filter((c) => c.type !== 'W0006' || !String(c.uuid).startsWith('band-'))
    expect(served.length).toBe(config.widgets.length + 1)
    expect(served.some((c) => c.uuid === 'broken')).toBe(false)
  })

  it('answers guests and a stale token alike, cacheably', async () => {
    const guest = await nuxtClient(app).get('pctemplate/getTemplateContent')
    const stale = await nuxtClient(app, STALE_TOKEN).get('pctemplate/getTemplateContent')
    expect(stale.status).toBe(200)
    expect(stale.body).toEqual(guest.body)
    expect(guest.headers['cache-control']).toContain('s-maxage')
    expect(guest.headers.etag).toBeTruthy()
  })
})

describe('GET pctemplate/getHeaderOrFooter and pagestemplate/gettdk', () => {
  it('answers the published header or footer as the JSON text of a list of ECShopX widgets', async () => {
    const { layout } = await pageLayoutStore(app).get(1)
    const header = JSON.parse(
      dataOf<{ params: string }>(await nuxtClient(app).get('pctemplate/getHeaderOrFooter', { page_name: 'header' }))
        .params,
    ) as Config[]
    const headerWidgets = flatten(header)
    expect(headerWidgets.find((w) => w.type === 'W0003')?.imgUrl).toMatch(/^https?:\/\/.+\/uploads\//)
    const search = headerWidgets.find((w) => w.type === 'W0008')!
    expect((search.data as { title: string }[]).map((k) => k.title)).toEqual(layout.header.hotKeywords)
    const navs = headerWidgets.find((w) => w.type === 'W0013')!
    expect((navs.data as { title: string }[]).map((n) => n.title)).toEqual(layout.header.navs.map((n) => n.title))

    const footer = JSON.parse(
      dataOf<{ params: string }>(await nuxtClient(app).get('pctemplate/getHeaderOrFooter', { page_name: 'footer' }))
        .params,
    ) as Config[]
    const texts = flatten(footer).map((w) => w.text)
    expect(texts).toContain(layout.footer.params.columns[0]!.title)
    expect(texts.some((text) => String(text).includes(layout.footer.params.copyright))).toBe(true)
    expect(brokenParts([header, footer])).toEqual([])
  })

  it('refuses a missing or unknown page_name with a 400', async () => {
    for (const query of [undefined, { page_name: 'sidebar' }]) {
      const res = await nuxtClient(app).get('pctemplate/getHeaderOrFooter', query)
      expect(res.status).toBe(400)
    }
  })

  it('answers the home SEO words in the ECShopX spelling', async () => {
    const tdk = dataOf<Record<string, string>>(await nuxtClient(app, STALE_TOKEN).get('pagestemplate/gettdk'))
    const { layout } = await pageLayoutStore(app).get(1)
    expect(tdk).toEqual({
      title: layout.seo.title,
      mate_keywords: layout.seo.keywords,
      mate_description: layout.seo.description,
      keywords: layout.seo.keywords,
      description: layout.seo.description,
    })
    expect(tdk.title).not.toBe('')
  })
})
