import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'
import { areaOf, moduleOf } from './areas.ts'

/**
 * The interactive reference at /api/docs: served from this server with its own assets, under
 * the site's script policy, over an OpenAPI document grouped by area with the Bearer scheme and
 * worked examples.
 */

const SITE = 'https://mall.example.com'
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: SITE } })
})
afterAll(() => app?.close())

type Content = Record<string, Record<string, unknown>>
type Operation = {
  tags?: string[]
  security?: Record<string, string[]>[]
  requestBody?: { content: Content }
  responses: Record<string, { content?: Content }>
}
type Document = {
  paths: Record<string, Record<string, Operation>>
  tags: { name: string; description?: string }[]
  components: { securitySchemes: Record<string, unknown> }
  servers: { url: string }[]
}

async function document(): Promise<Document> {
  const answer = await app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(answer.statusCode).toBe(200)
  return answer.json()
}

describe('the reference page', () => {
  it('is served at /api/docs with scripts and styles from this server only, under the site policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!)
    expect(sources.length).toBeGreaterThan(3)
    for (const source of sources) expect(source, source).toMatch(/^\.\/static\//)
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/)
    const policy = String(page.headers['content-security-policy'])
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toMatch(/unsafe-eval|https:\/\/cdn/)
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'swagger-initializer.js']) {
      const answer = await app.inject({ method: 'GET', url: `/api/docs/static/${asset}` })
      expect(answer.statusCode, asset).toBe(200)
    }
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })
    expect(initializer.body).toContain('"validatorUrl":null')
  })
})

describe('the OpenAPI document', () => {
  it('declares the Bearer scheme, required where an operation answers 401 and optional elsewhere', async () => {
    const doc = await document()
    expect(doc.servers).toEqual([{ url: SITE }])
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(doc.paths['/api/h5app/wxapp/cart']!.post!.security).toEqual([{ bearerAuth: [] }])
    expect(doc.paths['/api/pages/home']!.get!.security).toEqual([{ bearerAuth: [] }, {}])
  })

  it('groups every operation of the three APIs by area and module, in area order', async () => {
    const doc = await document()
    const names = doc.tags.map((tag) => tag.name)
    expect(names).toContain('商城前台 · cart')
    expect(doc.paths['/api/schemas/widgets']!.get!.tags).toEqual(['页面与 Schema · pages'])
    expect(names).toContain('运营后台 · admin')
    expect(names).toContain('运营后台 · designer')
    // A route's own module tag names its module; a Chinese label does not.
    expect(doc.paths['/api/h5app/wxapp/goods/items']!.get!.tags).toEqual(['商城前台 · goods'])
    const areaRank = (name: string) =>
      ['商城前台', '页面与 Schema', '运营后台'].findIndex((area) => name.startsWith(`${area} · `))
    const ranks = names.map(areaRank).filter((rank) => rank >= 0)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    for (const [url, item] of Object.entries(doc.paths)) {
      if (!areaOf(url.replace(/\{(\w+)\}/g, ':$1'))) continue
      for (const operation of Object.values(item)) expect(operation.tags, url).toHaveLength(1)
    }
    expect(doc.paths['/api/h5app/wxapp/admin/orders']!.get!.tags).toEqual(['运营后台 · admin'])
    // Loosely named modules join the module they start with.
    expect(doc.paths['/api/h5app/wxapp/cartcount']!.get!.tags).toEqual(['商城前台 · cart'])
    expect(names).not.toContain('商城前台 · cartcount')
  })

  it('shows worked examples of signing in, reading a page and adding to the cart', async () => {
    const doc = await document()
    // One example is written `example`, several `examples`: either way it sits beside the schema.
    const exampleOf = (content: Record<string, Record<string, unknown>>) => {
      const media = Object.values(content)[0]!
      return media.example ?? media.examples
    }
    const requestExample = (operation: Operation) => exampleOf(operation.requestBody!.content)
    const answerExample = (operation: Operation) => exampleOf(operation.responses['200']!.content!)
    expect(JSON.stringify(requestExample(doc.paths['/api/h5app/wxapp/login']!.post!))).toContain('13800000000')
    expect(JSON.stringify(answerExample(doc.paths['/api/h5app/wxapp/login']!.post!))).toContain('token')
    expect(JSON.stringify(requestExample(doc.paths['/api/h5app/wxapp/cart']!.post!))).toContain('item_id')
    expect(JSON.stringify(answerExample(doc.paths['/api/pages/home']!.get!))).toContain('schema_version')
  })
})

describe('areas and modules', () => {
  it('name the module of plain and legacy dotted addresses', () => {
    expect(moduleOf('/api/h5app/wxapp/member.address.setDefault')).toBe('member')
    expect(moduleOf('/api/h5app/wxapp/goods/items/:item_id')).toBe('goods')
    expect(moduleOf('/api/designer/templates/:id/publish')).toBe('templates')
    expect(moduleOf('/api/schemas/widgets/:type')).toBe('schemas')
    expect(areaOf('/api/alipay/notify')).toBeNull()
    expect(areaOf('/api/h5app/wxapp/merchant/settlementapply/:id/audit')).toBe('operator')
  })
})
