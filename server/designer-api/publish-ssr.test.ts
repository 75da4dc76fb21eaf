import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from '../ssr/ensure-build.ts'
import { buildTestApp } from '../testing.ts'
import { callApi, configWith, createOperator, insertTemplate, textWidget, type Caller } from './test-fixtures.ts'

/**
 * A publish reaches shoppers at once: the next full page load is rendered on the server from the
 * new version, whatever the server's descriptor cache or the browser held before.
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

const page = (url: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' },
  })

/** The rendered markup without scripts: text found here was drawn by the server, not only handed to the browser. */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')

async function publishText(id: number, text: string) {
  const revision = (await callApi(app, operator, 'GET', `/templates/${id}/draft`)).body?.data.revision
  expect(
    (
      await callApi(app, operator, 'PUT', `/templates/${id}/draft`, {
        config: configWith(textWidget('t', text)),
        revision,
      })
    ).status,
  ).toBe(200)
  const published = await callApi(app, operator, 'POST', `/templates/${id}/publish`, { revision: revision + 1 })
  expect(published.status).toBe(200)
  return published.body?.data.url as string
}

describe('a published page on the storefront', () => {
  it('is server-rendered at /custompage?pageid= from the newest version on the next load', async () => {
    const created = (
      await callApi(app, operator, 'POST', '/templates', { page_name: 'custom', template_title: '发布即见' })
    ).body?.data
    const url = await publishText(created.id, '第一版文字')
    const first = await page(url)
    expect(first.statusCode).toBe(200)
    expect(markup(first.body)).toContain('第一版文字')
    // Browsers ask again every time (max-age=0); shared caches keep it briefly.
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/)
    expect(first.headers.etag).toBeTruthy()

    await publishText(created.id, '第二版文字')
    const second = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'if-none-match': String(first.headers.etag) },
    })
    expect(second.statusCode).toBe(200)
    expect(markup(second.body)).toContain('第二版文字')
    expect(second.body).not.toContain('第一版文字')
  })

  it('is server-rendered at / for the home page', async () => {
    const home = await insertTemplate(app, { page_name: 'index', title: '首页' })
    expect(await publishText(home.id, '首页新版')).toBe('/')
    expect(markup((await page('/')).body)).toContain('首页新版')
    await publishText(home.id, '首页再版')
    const html = (await page('/')).body
    expect(markup(html)).toContain('首页再版')
    expect(html).not.toContain('首页新版')
  })

  it('answers descriptors that a browser revalidates every time: the old entity tag gets the new version', async () => {
    const created = (
      await callApi(app, operator, 'POST', '/templates', { page_name: 'custom', template_title: '缓存检查' })
    ).body?.data
    await publishText(created.id, '缓存')
    const urls = ['/api/pages/home', `/api/pages/custom/${created.theme_pc_template_id}`]
    const before = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })))
    for (const [index, response] of before.entries()) {
      expect(response.statusCode, urls[index]).toBe(200)
      expect(response.headers['cache-control'], urls[index]).toMatch(/max-age=0/)
      expect(response.headers['last-modified'], urls[index]).toBeUndefined()
      const again = await app.inject({
        method: 'GET',
        url: urls[index],
        headers: { 'if-none-match': String(response.headers.etag) },
      })
      expect(again.statusCode, urls[index]).toBe(304)
    }
    await publishText(created.id, '缓存第二版')
    const custom = await app.inject({
      method: 'GET',
      url: urls[1],
      headers: { 'if-none-match': String(before[1]?.headers.etag) },
    })
    expect(custom.statusCode).toBe(200)
    expect(custom.body).toContain('缓存第二版')
  })
})
