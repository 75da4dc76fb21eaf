import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { THEME_COLOR } from '../../schemas/brand-colors.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { ensureBuild } from '../ssr/ensure-build.ts'
import { buildTestApp } from '../testing.ts'
import { callApi, configWith, createOperator, insertTemplate, textWidget, type Caller } from './test-fixtures.ts'

/**
 * The frame the storefront serves around a page: a designed page's top bar and header follow its
 * own page settings (theme colour, 商家入驻), other pages the home page's; a published header is
 * on the next page load.
 */

let app: FastifyInstance
let operator: Caller
beforeAll(async () => {
  ensureBuild(path.resolve(import.meta.dirname, '../..'))
  app = await buildTestApp({ ssr: true })
  operator = await createOperator(app)
}, 180_000)
afterAll(async () => {
  await app?.close()
})

const page = async (url: string) =>
  (
    await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' },
    })
  ).body

/** The rendered markup without scripts: text found here was drawn by the server. */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')
/** The theme colour the page's frame element (AppFrame) carries. */
const frameTheme = (html: string) => /class="mf-app" style="--mf-theme:(#[0-9A-Fa-f]{6})/.exec(markup(html))?.[1]
const MERCHANT = '商家入驻'

async function publishConfig(id: number, config: object) {
  const revision = (await callApi(app, operator, 'GET', `/templates/${id}/draft`)).body?.data.revision
  expect((await callApi(app, operator, 'PUT', `/templates/${id}/draft`, { config, revision })).status).toBe(200)
  const published = await callApi(app, operator, 'POST', `/templates/${id}/publish`, { revision: revision + 1 })
  expect(published.status).toBe(200)
  return published.body?.data.url as string
}

describe('the storefront frame of a page', () => {
  it("follows a custom page's own theme colour and 商家入驻; the home page and undesigned pages keep the home's", async () => {
    const home = await insertTemplate(app, { page_name: 'index', title: '首页' })
    await publishConfig(home.id, { page: { ...pageDefaults(), themeColor: THEME_COLOR }, widgets: [] })
    const custom = (
      await callApi(app, operator, 'POST', '/templates', { page_name: 'custom', template_title: '红色专题' })
    ).body?.data
    const own = { ...pageDefaults(), themeColor: '#E4393C', merchantSettlement: true }
    const url = await publishConfig(custom.id, { ...configWith(textWidget('t', '专题内容')), page: own })

    const customHtml = await page(url)
    expect(frameTheme(customHtml)).toBe('#E4393C')
    expect(markup(customHtml)).toContain(MERCHANT)
    for (const other of ['/', '/items']) {
      const html = await page(other)
      expect(frameTheme(html), other).toBe(THEME_COLOR)
      expect(markup(html), other).not.toContain(MERCHANT)
    }

    // A new version of the page's settings is served on the next load (the page caches are retired).
    await publishConfig(custom.id, {
      ...configWith(textWidget('t', '专题内容')),
      page: { ...own, themeColor: '#1A7F37', merchantSettlement: false },
    })
    const next = await page(url)
    expect(frameTheme(next)).toBe('#1A7F37')
    expect(markup(next)).not.toContain(MERCHANT)
  })

  it('serves a published header on the next load of /', async () => {
    const header = await insertTemplate(app, { page_name: 'header', title: '全站页头' })
    const publishHeader = async (hotKeywords: string[]) => {
      const revision = (await callApi(app, operator, 'GET', `/templates/${header.id}/draft`)).body?.data.revision
      const frame = { logo: { imgUrl: '', alt: 'mallfront商城' }, hotKeywords, navs: [] }
      const saved = await callApi(app, operator, 'PUT', `/templates/${header.id}/draft`, {
        config: { page: pageDefaults(), widgets: [], frame },
        revision,
      })
      expect(saved.status).toBe(200)
      const published = await callApi(app, operator, 'POST', `/templates/${header.id}/publish`, {
        revision: saved.body?.data.revision,
      })
      expect(published.status).toBe(200)
    }
    await publishHeader(['旧热词'])
    expect(markup(await page('/'))).toContain('旧热词')
    await publishHeader(['双11狂欢'])
    const html = markup(await page('/'))
    expect(html).toContain('双11狂欢')
    expect(html).not.toContain('旧热词')
  })
})
