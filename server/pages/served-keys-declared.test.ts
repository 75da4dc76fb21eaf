import { Ajv } from 'ajv'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_SCHEMAS, framePartOf } from '../../schemas/frame-config.ts'
import { isRecord } from '../../schemas/guards.ts'
import { stripDraft, stripFrame } from '../../schemas/problems/unknown-keys.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { createWidget } from '../../schemas/widgets/index.ts'
import { createTestMember } from '../commerce/test-helpers.ts'
import { contentWatch } from '../lib/content-version.ts'
import { buildTestApp } from '../testing.ts'
import { reloadLayout } from './layout.ts'

/**
 * Security II: a served descriptor carries no key its published schema does not list. Every
 * seeded page (home, custom and product pages, and the site frame of /api/pages/layout), as a
 * guest and as a member, is walked object by object — widgets, free panels' children, entries,
 * links, category trees — against the schemas GET /api/schemas publishes, fetched from the server
 * as an integrator would. A key is listed when the object's schema, or a branch of it that applies
 * to the value (allOf, a matching anyOf/oneOf branch, `then` where `if` holds, a `$ref`), names it.
 */

const SITE = 'https://mall.example.com'
type Json = Record<string, unknown>

let app: FastifyInstance
let memberHeaders: Record<string, string>
const ajv = new Ajv({ strict: false })

beforeAll(async () => {
  app = await buildTestApp({ seed: true, env: { PUBLIC_URL: SITE } })
  memberHeaders = (await createTestMember(app)).headers
  const index = (await data('/api/schemas/widgets')).list as { schema_url: string }[]
  for (const entry of index) ajv.addSchema((await data(entry.schema_url.slice(SITE.length))).schema)
  ajv.addSchema((await data('/api/schemas/descriptor')).schema)
}, 120_000)
afterAll(() => app?.close())

async function data(url: string, headers: Record<string, string> = {}) {
  const answer = await app.inject({ method: 'GET', url, headers })
  expect(answer.statusCode, url).toBe(200)
  return answer.json().data
}

/** A schema with its `$ref` followed (the published schemas refer to each other by absolute `$id`). */
function deref(schema: unknown): Json {
  if (!isRecord(schema)) return {}
  if (typeof schema.$ref !== 'string') return schema
  const target = ajv.getSchema(schema.$ref)?.schema
  if (!isRecord(target)) throw new Error(`unresolved $ref ${schema.$ref}`)
  return deref(target)
}

const holds = (schema: unknown, value: unknown) => ajv.validate(schema as Json, value)

/** The schema and every part of it that applies to this value. */
function applying(schema: unknown, value: unknown): Json[] {
  const self = deref(schema)
  const parts: Json[] = [self]
  const more: unknown[] = []
  if (Array.isArray(self.allOf)) more.push(...self.allOf)
  for (const key of ['anyOf', 'oneOf'])
    if (Array.isArray(self[key])) more.push(...(self[key] as unknown[]).filter((branch) => holds(branch, value)))
  if (self.if !== undefined) {
    const branch = holds(self.if, value) ? self.then : self.else
    if (branch !== undefined) more.push(branch)
  }
  for (const part of more) parts.push(...applying(part, value))
  return parts
}

/** The JSON pointers of every key, at any depth, that no applying schema lists. */
function unlisted(schema: unknown, value: unknown, at: string): string[] {
  const parts = applying(schema, value)
  const found: string[] = []
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      for (const part of parts) {
        const items = Array.isArray(part.items) ? part.items[index] : part.items
        if (isRecord(items)) found.push(...unlisted(items, item, `${at}/${index}`))
      }
    })
  } else if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const listing = parts.filter((part) => isRecord(part.properties) && Object.hasOwn(part.properties, key))
      if (listing.length === 0) found.push(`${at}/${key}`)
      for (const part of listing) found.push(...unlisted((part.properties as Json)[key], inner, `${at}/${key}`))
    }
  }
  return [...new Set(found)]
}

/** Each published page of the seed, at the address GET /api/pages answers it. */
async function seededPages(): Promise<string[]> {
  const rows = await app.db
    .selectFrom('page_templates')
    .select(['page_name', 'theme_pc_template_id', 'page_path'])
    .where('published_config', 'is not', null)
    .orderBy('id')
    .execute()
  return rows.flatMap((row) => {
    if (row.page_name === 'index') return ['/api/pages/home']
    if (row.page_name === 'custom') return [`/api/pages/custom/${row.theme_pc_template_id}`]
    if (row.page_name === 'product') return [`/api/pages/product/${row.page_path}`]
    return []
  })
}

describe('served descriptors list no key their published schemas leave out', () => {
  it.each([
    ['a guest', false],
    ['a member', true],
  ])('as %s, on every seeded page and the site frame', async (_viewer, signedIn) => {
    const headers = signedIn ? memberHeaders : {}
    const pages = await seededPages()
    expect(pages).toEqual(expect.arrayContaining(['/api/pages/home', expect.stringMatching(/^\/api\/pages\/custom\//)]))
    expect(pages.some((url) => url.startsWith('/api/pages/product/'))).toBe(true)
    const descriptor = `${SITE}/api/schemas/descriptor`
    const failures: string[] = []
    let objects = 0
    for (const url of pages) {
      const served = await data(url, headers)
      objects += JSON.stringify(served).split('{').length
      failures.push(...unlisted({ $ref: descriptor }, served, url))
    }
    // The site frame is the descriptor without widgets: its header and footer checked the same way.
    const layout = await data('/api/pages/layout', headers)
    expect(layout.header.navs.length).toBeGreaterThan(0)
    expect(layout.footer.params.columns.length).toBeGreaterThan(0)
    failures.push(...unlisted({ $ref: descriptor }, layout, '/api/pages/layout'))
    expect(objects).toBeGreaterThan(200)
    expect(failures).toEqual([])
  })
})

describe('the seeded templates', () => {
  it('hold no key their schemas do not list, so stripping them changes nothing', async () => {
    const rows = await app.db.selectFrom('page_templates').select(['page_name', 'draft_config']).execute()
    expect(rows.length).toBeGreaterThan(4)
    for (const row of rows) {
      const { schema_version: _version, ...config } = JSON.parse(row.draft_config)
      const part = framePartOf(row.page_name)
      const { removals } = part ? stripFrame(FRAME_SCHEMAS[part], config, part) : stripDraft(config)
      expect(removals, row.page_name).toEqual([])
    }
  })
})

describe('rows stored with unknown keys before saves took them out', () => {
  const hostile = { onClick: 'alert(1)', style: { background: 'url(https://evil.example/x.png)' } }

  it('are served without them: widgets, free panels’ children, entries, page settings and the site frame', async () => {
    const goods = await app.db.selectFrom('goods').select('id').orderBy('id').executeTakeFirstOrThrow()
    const widgets = [
      { ...createWidget('W0011', { uuid: 'text', text: '正文' }), ...hostile },
      {
        ...createWidget('W0006', { uuid: 'panel' }),
        childWidgets: [{ ...createWidget('W0011', { uuid: 'child', text: '子挂件' }), ...hostile }],
      },
      {
        ...createWidget('W0002', { uuid: 'goods' }),
        data: [{ goods_id: goods.id, itemId: goods.id, goods_name: '商品', goods_pic: '', price: 1, ...hostile }],
      },
      {
        ...createWidget('W0011', { uuid: 'linked', text: '链接' }),
        data: [{ linkPage: 'href', url: '/items', ...hostile }],
      },
    ]
    const config = JSON.stringify({ page: { ...pageDefaults(), ...hostile }, widgets })
    const custom = await app.db
      .selectFrom('page_templates')
      .select(['id', 'theme_pc_template_id'])
      .where('page_name', '=', 'custom')
      .where('published_config', 'is not', null)
      .executeTakeFirstOrThrow()
    await app.db.updateTable('page_templates').set({ published_config: config }).where('id', '=', custom.id).execute()
    const header = await app.db
      .selectFrom('page_templates')
      .select(['id', 'published_config'])
      .where('page_name', '=', 'header')
      .executeTakeFirstOrThrow()
    const stored = JSON.parse(header.published_config ?? '{}')
    await app.db
      .updateTable('page_templates')
      .set({ published_config: JSON.stringify({ ...stored, ...hostile, logo: { ...stored.logo, ...hostile } }) })
      .where('id', '=', header.id)
      .execute()
    await contentWatch(app.db).changed()
    await reloadLayout(app.db, 1)

    const descriptor = `${SITE}/api/schemas/descriptor`
    const url = `/api/pages/custom/${custom.theme_pc_template_id}`
    for (const headers of [{}, memberHeaders]) {
      const served = await data(url, headers)
      expect(served.widgets.map((widget: Json) => widget.uuid)).toEqual(['text', 'panel', 'goods', 'linked'])
      expect(served.widgets[1].childWidgets[0].text).toBe('子挂件')
      expect(served.widgets[2].data).toHaveLength(1)
      expect(served.widgets[3].data[0].href).toBe('/items')
      const layout = await data('/api/pages/layout', headers)
      for (const answer of [served, layout]) {
        expect(JSON.stringify(answer)).not.toMatch(/onClick|evil\.example/)
        expect(unlisted({ $ref: descriptor }, answer, url)).toEqual([])
      }
    }
  })
})
