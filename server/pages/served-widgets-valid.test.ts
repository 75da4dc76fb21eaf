import { Ajv, type ValidateFunction } from 'ajv'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isRecord } from '../../schemas/guards.ts'
import { withDefaults } from '../../schemas/widget-defaults.ts'
import { createTestMember } from '../commerce/test-helpers.ts'
import { buildTestApp } from '../testing.ts'

/**
 * Issue 28: what an integrator checks. Every widget of every seeded page's descriptor, as a guest
 * and as a signed-in member, validates unchanged against the schema GET /api/schemas/widgets/{type}
 * publishes, and the whole descriptor against GET /api/schemas/descriptor — each schema fetched
 * from the server and compiled by a fresh ajv that knows nothing of ours, as an integrator's would.
 */

const SITE = 'https://mall.example.com'
let app: FastifyInstance
let memberHeaders: Record<string, string>

beforeAll(async () => {
  app = await buildTestApp({ seed: true, env: { PUBLIC_URL: SITE } })
  memberHeaders = (await createTestMember(app)).headers
}, 120_000)
afterAll(() => app?.close())

async function data(url: string, headers: Record<string, string> = {}) {
  const answer = await app.inject({ method: 'GET', url, headers })
  expect(answer.statusCode, url).toBe(200)
  return answer.json().data
}

const pathOf = (url: string) => url.slice(SITE.length)

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

/** A fresh ajv holding every published schema, fetched by the addresses the index lists. */
async function publishedValidators(options: { useDefaults?: boolean } = {}) {
  const ajv = new Ajv({ allErrors: true, ...options })
  const index = (await data('/api/schemas/widgets')).list as { type: string; schema_url: string }[]
  for (const entry of index) ajv.addSchema((await data(pathOf(entry.schema_url))).schema)
  const descriptor = (await data('/api/schemas/descriptor')).schema
  ajv.addSchema(descriptor)
  const byType = new Map(index.map((entry) => [entry.type, ajv.getSchema(entry.schema_url) as ValidateFunction]))
  // Compiled on demand: its `oneOf` over the types is for checking, and a strict ajv refuses defaults there.
  return { byType, descriptor: () => ajv.getSchema(descriptor.$id) as ValidateFunction }
}

/** ajv's errors, one short line each. */
const brief = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`).join('; ')

/** A page's widgets and the free panels' children, each with its JSON pointer in the descriptor. */
function everyWidget(widgets: unknown[], at = '/widgets'): { at: string; widget: Record<string, unknown> }[] {
  return widgets
    .filter(isRecord)
    .flatMap((widget, index) => [
      { at: `${at}/${index}`, widget },
      ...(Array.isArray(widget.childWidgets) ? everyWidget(widget.childWidgets, `${at}/${index}/childWidgets`) : []),
    ])
}

describe('the seeded pages against the published schemas', () => {
  it.each([
    ['a guest', false],
    ['a member', true],
  ])('as %s, every widget and descriptor validates unchanged', async (_viewer, signedIn) => {
    const { byType, descriptor: compileDescriptor } = await publishedValidators()
    const descriptor = compileDescriptor()
    const pages = await seededPages()
    expect(pages).toEqual(expect.arrayContaining(['/api/pages/home', expect.stringMatching(/^\/api\/pages\/custom\//)]))
    expect(pages.some((url) => url.startsWith('/api/pages/product/'))).toBe(true)
    const failures: string[] = []
    let checked = 0
    for (const url of pages) {
      const served = await data(url, signedIn ? memberHeaders : {})
      const before = JSON.stringify(served)
      if (!descriptor(served)) failures.push(`${url} descriptor: ${brief(descriptor)}`)
      const page = byType.get('W0000') as ValidateFunction
      if (!page(served.page)) failures.push(`${url} page: ${brief(page)}`)
      for (const { at, widget } of everyWidget(served.widgets)) {
        const type = String(widget.type)
        const validate = byType.get(type)
        checked++
        if (!validate) failures.push(`${url}${at} unknown type ${type}`)
        else if (!validate(widget)) failures.push(`${url}${at} ${type}: ${brief(validate)}`)
      }
      // Validation read the descriptor and changed nothing in it.
      expect(JSON.stringify(served), url).toBe(before)
    }
    expect(checked).toBeGreaterThan(35)
    expect(failures).toEqual([])
  })
})

describe('the published defaults', () => {
  it('fill a served widget back to the full widget the storefront draws (ajv useDefaults)', async () => {
    const { byType } = await publishedValidators({ useDefaults: true })
    const served = await data('/api/pages/home')
    const widgets = everyWidget(served.widgets)
    expect(widgets.some(({ widget }) => !('borders' in widget))).toBe(true)
    for (const { at, widget } of widgets) {
      const filled = structuredClone(widget)
      const validate = byType.get(String(widget.type)) as ValidateFunction
      expect(validate(filled), at).toBe(true)
      // What the storefront renders from: the settings the descriptor left out at their defaults.
      const { categoryData: _shared, childWidgets: _children, ...full } = withDefaults(widget, served.categories)
      for (const [key, value] of Object.entries(full)) expect(filled[key], `${at} ${key}`).toEqual(value)
    }
  })
})
