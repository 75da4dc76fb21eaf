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

describe('GET pctemplate/getTemplateContent', () => {
  it('answers the published home page: an array of JSON-text configs, W0000 first, then the widgets in order', async () => {
    const items = dataOf<TemplateItem[]>(await nuxtClient(app).get('pctemplate/getTemplateContent'))
    expect(Array.isArray(items)).toBe(true)
    expect(items.length).toBeGreaterThan(1)
    for (const item of items) expect(typeof item.config).toBe('string')
    const configs = parsed(items)
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
    )
    const storedWidgets = (
      Array.isArray(stored) ? stored.filter((w: { type: string }) => w.type !== 'W0000') : stored.widgets
    ) as { uuid: string }[]
    expect(configs.slice(1).map((config) => config.uuid)).toEqual(storedWidgets.map((widget) => widget.uuid))
  })

  it('gives W0004, W0008 and W0013 a data array and W0006 a childWidgets array', async () => {
    const configs = parsed(dataOf(await nuxtClient(app).get('pctemplate/getTemplateContent')))
    const needsData = configs.filter((config) => ['W0004', 'W0008', 'W0013'].includes(config.type))
    expect(needsData.length).toBeGreaterThan(0)
    for (const config of needsData) expect(Array.isArray(config.data), config.type).toBe(true)
    for (const config of configs.filter((c) => c.type === 'W0006'))
      expect(Array.isArray(config.childWidgets)).toBe(true)
  })

  it('answers a published custom page by theme_pc_template_id, and [] when nothing is published there', async () => {
    const custom = await app.db
      .selectFrom('page_templates')
      .select(['theme_pc_template_id', 'published_config'])
      .where('page_name', '=', 'custom')
      .executeTakeFirstOrThrow()
    const configs = parsed(
      dataOf(
        await nuxtClient(app).get('pctemplate/getTemplateContent', {
          theme_pc_template_id: custom.theme_pc_template_id,
        }),
      ),
    )
    expect(configs[0]!.type).toBe('W0000')
    const home = parsed(dataOf(await nuxtClient(app).get('pctemplate/getTemplateContent')))
    expect(configs.map((c) => c.uuid)).not.toEqual(home.map((c) => c.uuid))

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
    expect(configs.length).toBe(config.widgets.length + 1)
    expect(configs.some((c) => c.uuid === 'broken')).toBe(false)
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
  it('answers the published header and footer as JSON-text configs', async () => {
    const both = dataOf<TemplateItem[]>(await nuxtClient(app).get('pctemplate/getHeaderOrFooter'))
    expect(both.map((item) => item.name)).toEqual(['header', 'footer'])
    expect(JSON.parse(both[0]!.config)).toHaveProperty('logo')
    const footer = dataOf<TemplateItem[]>(
      await nuxtClient(app).get('pctemplate/getHeaderOrFooter', { page_name: 'footer' }),
    )
    expect(footer).toEqual([both[1]])
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
