import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'
import { createSession } from '../lib/auth.ts'

/**
 * Sends malformed requests to every shopper route listed in the OpenAPI document and asserts
 * that none is answered with a 5xx. Routes are discovered, so new modules are covered as they land.
 */
interface Operation {
  method: string
  path: string
  params: string[]
  query: string[]
  body: string[]
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 5000 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '９９',
    '\u0000',
    '💥',
  ),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
  fc.constant(Number.MAX_SAFE_INTEGER),
)

function operations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[]
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
        }
      >
    >
  }
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/h5app/wxapp')) continue
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? []
      const content = op.requestBody?.content ?? {}
      const schema = Object.values(content)[0]?.schema
      ops.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(schema?.properties ?? {}),
      })
    }
  }
  return ops
}

let app: FastifyInstance
let token: string
beforeAll(async () => {
  app = await buildTestApp({ seed: true })
  const member = await app.db
    .selectFrom('members')
    .select('id')
    .where('mobile', '=', '13800000000')
    .executeTakeFirstOrThrow()
  token = (await createSession(app.db, app.config.secret, 'member', member.id)).token
})
afterAll(async () => {
  await app?.close()
})

describe('malformed requests', () => {
  it('never get a 5xx from any shopper route', async () => {
    const ops = operations(app)
    expect(ops.length).toBeGreaterThan(5)
    const runsPerRoute = Math.max(30, Math.ceil(2000 / ops.length))
    let sent = 0
    const failures: string[] = []
    for (const op of ops) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.record({
              params: fc.tuple(...op.params.map(() => nasty)),
              query: fc.dictionary(fc.constantFrom(...op.query, 'page', 'pageSize', 'zz'), nasty, { maxKeys: 5 }),
              body: fc.dictionary(fc.constantFrom(...op.body, 'price', 'total_fee', 'zz'), nasty, { maxKeys: 6 }),
              asJson: fc.boolean(),
              withToken: fc.boolean(),
            }),
            async ({ params, query, body, asJson, withToken }) => {
              let url = op.path
              op.params.forEach((name, i) => {
                url = url.replace(`{${name}}`, encodeURIComponent(String(params[i])).slice(0, 2000) || 'x')
              })
              const search = new URLSearchParams()
              for (const [k, v] of Object.entries(query)) search.append(k, Array.isArray(v) ? v.join(',') : String(v))
              const headers: Record<string, string> = withToken ? { authorization: `Bearer ${token}` } : {}
              const hasBody = op.method !== 'GET' && op.method !== 'DELETE'
              const form = new URLSearchParams()
              for (const [k, v] of Object.entries(body)) form.append(k, Array.isArray(v) ? v.join(',') : String(v))
              const res = await app.inject({
                method: op.method as 'GET',
                url: `${url}${search.size ? `?${search}` : ''}`,
                headers: hasBody
                  ? { ...headers, 'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded' }
                  : headers,
                payload: hasBody ? (asJson ? JSON.stringify(body) : form.toString()) : undefined,
              })
              sent++
              if (res.statusCode >= 500)
                failures.push(`${op.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`)
              return res.statusCode < 500
            },
          ),
          { numRuns: runsPerRoute, seed: 20261123 },
        )
        .catch(() => undefined)
    }
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(2000)
  }, 600_000)
})
