import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'
import { createOperator, insertTemplate, textWidget, type Caller } from './test-fixtures.ts'

let app: FastifyInstance
let operator: Caller
let templateId: number
beforeAll(async () => {
  app = await buildTestApp()
  operator = await createOperator(app)
  templateId = (await insertTemplate(app, { page_name: 'custom' })).id
})
afterAll(async () => {
  await app?.close()
})

const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    'NaN',
    '99999999999999999999',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>',
    '\u0000',
    '💥',
    'W0011',
    'javascript:alert(1)',
  ),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
)

/** Any generated value as URL text (objects without a prototype have no String()). */
const text = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))

const fields = [
  'page_name',
  'template_title',
  'page_path',
  'revision',
  'config',
  'patch',
  'history',
  'keywords',
  'category_id',
  'distributor_id',
  'page',
  'pageSize',
  'img_name',
  'img_url',
  'username',
  'password',
]

/** The test page's draft revision now, so a save is not refused as stale before its input is read. */
const currentRevision = async () =>
  (
    await app.db
      .selectFrom('page_templates')
      .select('draft_revision')
      .where('id', '=', templateId)
      .executeTakeFirstOrThrow()
  ).draft_revision

describe('malformed input to the designer API', () => {
  it('never gets a 5xx', async () => {
    const routes: [string, string][] = [
      ['POST', '/session'],
      ['POST', '/templates'],
      ['PATCH', '/templates/:id'],
      ['POST', '/templates/:id/duplicate'],
      ['GET', '/templates/:id/draft'],
      ['PUT', '/templates/:id/draft'],
      ['PATCH', '/templates/:id/draft'],
      ['GET', '/templates/:id/resolve'],
      ['POST', '/templates/:id/publish'],
      ['POST', '/templates/:id/resolve'],
      ['GET', '/goods'],
      ['GET', '/coupons'],
      ['GET', '/shops'],
      ['POST', '/images'],
      ['GET', '/images'],
    ]
    for (const [method, path] of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(nasty, fc.constant(templateId)),
          fc.dictionary(fc.constantFrom(...fields), nasty, { maxKeys: 4 }),
          async (id, input) => {
            const url = `/api/designer${path.replace(':id', encodeURIComponent(text(id)) || 'x')}`
            const response = await app.inject({
              method: method as 'GET',
              url,
              headers: operator.headers,
              ...(method === 'GET'
                ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, text(v)])) }
                : { payload: input }),
            })
            expect(response.statusCode, `${method} ${url} ${JSON.stringify(input)} → ${response.body}`).toBeLessThan(
              500,
            )
          },
        ),
        { numRuns: 30 },
      )
    }
  })

  it('never gets a 5xx for drafts with odd widgets and page settings', async () => {
    const widget = fc.oneof(
      fc.record(
        { uuid: fc.string({ maxLength: 6 }), type: fc.constantFrom('W0011', 'W0006', 'W0002', 'W0000', 'x') },
        { requiredKeys: [] },
      ),
      fc.constant({ ...textWidget('w', 'x'), childWidgets: [{ uuid: 'w', type: 'W0011' }, null, 3] }),
      fc.constant({ ...textWidget('d', 'x'), data: 'not a list', width: 'wide' }),
      nasty,
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(widget, { maxLength: 4 }),
        fc.oneof(nasty, fc.record({ backgroundColor: nasty, themeColor: nasty })),
        async (widgets, page) => {
          for (const path of ['draft', 'resolve', 'publish']) {
            const revision = await currentRevision()
            const response = await app.inject({
              method: path === 'draft' ? 'PUT' : 'POST',
              url: `/api/designer/templates/${templateId}/${path}`,
              headers: operator.headers,
              payload: { config: { page, widgets }, revision },
            })
            expect(response.statusCode, `${path} ${JSON.stringify({ page, widgets })} → ${response.body}`).toBeLessThan(
              500,
            )
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('never gets a 5xx for patches with odd paths, values and history spans', async () => {
    const pointer = fc.oneof(
      fc.constantFrom(
        '',
        '/',
        '/widgets',
        '/widgets/0',
        '/widgets/-',
        '/widgets/0/x',
        '/page/backgroundColor',
        '/frame',
      ),
      fc.string({ maxLength: 8 }),
      fc
        .array(
          fc.oneof(fc.constantFrom('widgets', '0', '-', '~1', '~0', 'childWidgets', '99'), fc.string({ maxLength: 3 })),
          {
            maxLength: 4,
          },
        )
        .map((tokens) => tokens.map((token) => `/${token}`).join('')),
    )
    const op = fc.record(
      { op: fc.constantFrom('add', 'replace', 'remove', 'move', 1), path: pointer, value: nasty },
      { requiredKeys: ['op'] },
    )
    const span = fc.oneof(
      nasty,
      fc.record({
        from: fc.integer({ min: -2, max: 3 }),
        to: fc.integer({ min: -2, max: 3 }),
        add: fc.oneof(nasty, fc.array(nasty, { maxLength: 2 })),
      }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 4 }), span, span, async (patch, past, future) => {
        const revision = await currentRevision()
        const response = await app.inject({
          method: 'PATCH',
          url: `/api/designer/templates/${templateId}/draft`,
          headers: operator.headers,
          payload: { revision, patch, history: { past, future } },
        })
        expect(response.statusCode, `${JSON.stringify({ patch, past, future })} → ${response.body}`).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
  })
})
