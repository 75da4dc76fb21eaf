import { readdirSync, readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANY_ROUTE_ERRORS, ERRORS, type ErrorEntry } from '../../schemas/api/errors.ts'
import { buildTestApp } from '../testing.ts'
import { ERROR_TABLE_DOC, withErrorTable } from '../docs/error-table.ts'

interface Example {
  status: number
  body: Record<string, unknown>
  where: string
}

let app: FastifyInstance
let examples: Example[]
const catalogue = ERRORS as Record<string, ErrorEntry>

/** Every error example of every route in the OpenAPI document (one example is `example`, several `examples`). */
function errorExamples(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        responses?: Record<
          string,
          { content?: Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }> }
        >
      }
    >
  >
}): Example[] {
  const found: Example[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400) continue
        const media = response.content?.['application/json']
        const bodies = [media?.example, ...Object.values(media?.examples ?? {}).map((e) => e.value)].filter(
          (b) => b !== undefined,
        )
        for (const body of bodies)
          found.push({
            status: Number(status),
            body: body as Record<string, unknown>,
            where: `${method.toUpperCase()} ${path} ${status}`,
          })
      }
    }
  }
  return found
}

beforeAll(async () => {
  app = await buildTestApp()
  await app.ready()
  examples = errorExamples(app.swagger() as never)
})
afterAll(async () => {
  await app?.close()
})

describe('error catalogue, docs/error-codes.md and OpenAPI', () => {
  it('docs/error-codes.md carries the current table (npm run docs:errors)', () => {
    const doc = readFileSync(ERROR_TABLE_DOC, 'utf8')
    expect(doc).toBe(withErrorTable(doc))
  })

  it('every example in the OpenAPI document is a catalogue entry with its status and message', () => {
    expect(examples.length).toBeGreaterThan(0)
    for (const { status, body, where } of examples) {
      const entry = catalogue[String(body.code)]
      expect(entry, where).toBeDefined()
      expect({ status, body_status: body.status_code, message: body.message, msg: body.msg }, where).toEqual({
        status: entry!.status,
        body_status: entry!.status,
        message: entry!.message,
        msg: entry!.message,
      })
    }
  })

  it('every code is answered by some route, save those any request may get', () => {
    const listed = new Set(examples.map((e) => String(e.body.code)))
    const unlisted = Object.keys(catalogue).filter(
      (code) => !listed.has(code) && !ANY_ROUTE_ERRORS.includes(code as never),
    )
    expect(unlisted).toEqual([])
  })

  it('every code a module throws is listed by some route', () => {
    const listed = new Set(examples.map((e) => String(e.body.code)))
    const root = new URL('../commerce/', import.meta.url)
    for (const module of readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)) {
      const sources = readdirSync(new URL(`${module}/`, root), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.includes('fixture'))
        .map((file) => readFileSync(new URL(`${module}/${file}`, root), 'utf8'))
      const thrown = new Set(
        sources.flatMap((text) => [...text.matchAll(/fail\(\s*'([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!)),
      )
      expect(
        [...thrown].filter((code) => !listed.has(code) && !ANY_ROUTE_ERRORS.includes(code as never)),
        module,
      ).toEqual([])
    }
  })
})
