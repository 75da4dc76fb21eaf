import { Ajv } from 'ajv'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { SCHEMA_KEYWORDS } from '../../schemas/style.ts'
import { validateWidget } from '../../schemas/validate.ts'
import { widgetSchemas } from '../../schemas/widgets/index.ts'
import { buildTestApp } from '../testing.ts'

/**
 * The schemas integrators build against: an index of every widget type, each type's schema
 * (W0000 for page settings included), and the schema of the descriptors GET /api/pages answers,
 * each with a stable $id — one ajv can hold them all, and real descriptors satisfy theirs.
 */

const SITE = 'https://mall.example.com'
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ seed: true, env: { PUBLIC_URL: SITE } })
}, 120_000)
afterAll(() => app?.close())

async function data(url: string) {
  const answer = await app.inject({ method: 'GET', url })
  expect(answer.statusCode, url).toBe(200)
  return answer.json().data
}

const pathOf = (url: string) => url.slice(SITE.length)

interface IndexEntry {
  type: string
  name: string
  schema_url: string
}

describe('GET /api/schemas/widgets', () => {
  it('lists W0000 and every widget type with its Chinese name and schema address', async () => {
    const index = await data('/api/schemas/widgets')
    expect(index.schema_version).toBe(SCHEMA_VERSION)
    const list = index.list as IndexEntry[]
    expect(index.total_count).toBe(list.length)
    expect(list.map((entry) => entry.type)).toEqual(['W0000', ...Object.keys(widgetSchemas)])
    expect(list[0]).toEqual({ type: 'W0000', name: '页面设置', schema_url: `${SITE}/api/schemas/widgets/W0000` })
    expect(list.find((entry) => entry.type === 'W0021')).toEqual({
      type: 'W0021',
      name: '优惠券',
      schema_url: `${SITE}/api/schemas/widgets/W0021`,
    })
    for (const entry of list) expect(entry.name, entry.type).toMatch(/\p{Script=Han}/u)
  })
})

describe('GET /api/schemas/widgets/W0000', () => {
  it('answers the page settings schema and its defaults', async () => {
    const page = await data('/api/schemas/widgets/W0000')
    expect(page).toMatchObject({ type: 'W0000', name: '页面设置', schema_version: SCHEMA_VERSION })
    expect(page.schema.$id).toBe(`${SITE}/api/schemas/widgets/W0000`)
    expect(Object.keys(page.schema.properties).sort()).toEqual(['backgroundColor', 'merchantSettlement', 'themeColor'])
    expect(page.defaults).toEqual({
      backgroundColor: '#F5F5F5',
      themeColor: expect.stringMatching(/^#/),
      merchantSettlement: false,
    })
  })
})

describe('the published schemas together', () => {
  it('have distinct, stable $ids, compile in one ajv, and accept the defaults of their type', async () => {
    const list = (await data('/api/schemas/widgets')).list as IndexEntry[]
    const ajv = new Ajv({ strict: false, allErrors: true })
    for (const keyword of SCHEMA_KEYWORDS) ajv.addKeyword({ keyword })
    const ids = new Set<string>()
    const defaults = new Map<string, unknown>()
    for (const entry of list) {
      const published = await data(pathOf(entry.schema_url))
      expect(published.schema.$id).toBe(entry.schema_url)
      expect(published.schema.$schema).toBe('http://json-schema.org/draft-07/schema#')
      ids.add(published.schema.$id)
      ajv.addSchema(published.schema)
      defaults.set(entry.schema_url, published.defaults)
      // The same again: the $id does not depend on the request.
      expect((await data(pathOf(entry.schema_url))).schema.$id).toBe(entry.schema_url)
    }
    // Compiled once all are added: a free panel's children refer to their types' schemas.
    for (const [url, value] of defaults) {
      const validate = ajv.getSchema(url)!
      expect(validate(value), `${url} ${JSON.stringify(validate.errors)}`).toBe(true)
    }
    const descriptor = await data('/api/schemas/descriptor')
    ajv.addSchema(descriptor.schema)
    ids.add(descriptor.schema.$id)
    expect(ids.size).toBe(list.length + 1)
  })

  it('leave the server’s own validation as it was (their $ids are added on the copy published)', async () => {
    await data('/api/schemas/widgets/W0011')
    const result = validateWidget({ ...widgetSchemas.W0011.defaults, uuid: 'after-publishing' })
    expect(result.ok).toBe(true)
    expect((widgetSchemas.W0011.schema as { $id?: string }).$id).toBeUndefined()
  })
})

describe('GET /api/schemas/descriptor', () => {
  it('is the schema of what GET /api/pages answers, schema_version included', async () => {
    const { schema, schema_version } = await data('/api/schemas/descriptor')
    expect(schema_version).toBe(SCHEMA_VERSION)
    expect(schema.$id).toBe(`${SITE}/api/schemas/descriptor`)
    expect(schema.required).toEqual(
      expect.arrayContaining(['page', 'seo', 'header', 'footer', 'widgets', 'schema_version']),
    )
    // Every schema it refers to is loaded from the address its $ref names.
    const loaded: string[] = []
    const ajv = new Ajv({
      allErrors: true,
      loadSchema: async (uri) => {
        loaded.push(uri)
        return (await data(pathOf(uri))).schema
      },
    })
    const validate = await ajv.compileAsync(schema)
    expect(loaded.sort()).toEqual(
      ['W0000', ...Object.keys(widgetSchemas)].map((type) => `${SITE}/api/schemas/widgets/${type}`).sort(),
    )
    const custom = await app.db
      .selectFrom('page_templates')
      .select('theme_pc_template_id')
      .where('page_name', '=', 'custom')
      .where('published_config', 'is not', null)
      .executeTakeFirstOrThrow()
    for (const url of ['/api/pages/home', `/api/pages/custom/${custom.theme_pc_template_id}`]) {
      const descriptor = await data(url)
      expect(descriptor.schema_version, url).toBe(SCHEMA_VERSION)
      expect(descriptor.widgets.length, url).toBeGreaterThan(0)
      expect(validate(descriptor), `${url} ${JSON.stringify(validate.errors)}`).toBe(true)
    }
    expect(
      validate({
        page: {},
        seo: {},
        header: {},
        footer: {},
        widgets: [{ uuid: 'a', type: 'banner' }],
        schema_version: 1,
      }),
    ).toBe(false)
  })
})

describe('GET /api/schemas/widgets/{type}?form=stored', () => {
  it('is the strict schema the designer validates at publish; the default form leaves defaulted settings optional', async () => {
    const stored = (await data('/api/schemas/widgets/W0020?form=stored')).schema
    const served = (await data('/api/schemas/widgets/W0020')).schema
    expect(stored.$id).toBe(`${SITE}/api/schemas/widgets/W0020?form=stored`)
    expect(served.$id).toBe(`${SITE}/api/schemas/widgets/W0020`)
    expect(stored.required).toEqual(expect.arrayContaining(['margins', 'borders', 'text', 'columnNums', 'data']))
    expect(stored.properties.borders.required).toEqual(['width', 'style', 'color', 'radius'])
    expect(served.required).toEqual(['type', 'uuid'])
    expect(served.properties.borders.required).toBeUndefined()
    expect(served.properties.borders.properties.width.default).toBe(0)
    expect(served.properties.columnNums.default).toBe(2)
    // A shop's goods are resolved entries, named by goods_id alone.
    const goods = served.properties.data.items.properties.goods_list.items
    expect(goods.required).toEqual(['goods_id'])
    expect(stored.properties.data.items.properties.goods_list.items.required).toContain('itemId')

    const ajv = new Ajv({ strict: false, allErrors: true })
    for (const keyword of SCHEMA_KEYWORDS) ajv.addKeyword({ keyword })
    const lean = { type: 'W0020', uuid: 'shops', x: 0, y: 0, width: 1190, height: 430, borders: { radius: 4 } }
    expect(ajv.compile(served)(lean)).toBe(true)
    expect(ajv.compile(stored)(lean)).toBe(false)
    expect(ajv.compile(stored)({ ...widgetSchemas.W0020.defaults, uuid: 'shops' })).toBe(true)
  })

  it('refuses a form it does not know with 400', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/schemas/widgets/W0001?form=lean' })
    expect(answer.statusCode).toBe(400)
  })
})
