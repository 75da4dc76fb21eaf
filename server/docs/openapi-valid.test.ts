import { Validator } from '@seriousme/openapi-schema-validator'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'
import { schemaFor30 } from './openapi30.ts'

/**
 * The served OpenAPI document passes a standard validator for the version it declares, so the
 * code generators an integrator points at /api/docs/openapi.json accept it.
 */

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app?.close())

type Document = {
  openapi: string
  paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>
}

async function served(): Promise<Document> {
  const answer = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })
  expect(answer.statusCode).toBe(200)
  return answer.json()
}

describe('the served OpenAPI document', () => {
  it('is valid for the OpenAPI version it declares', async () => {
    const doc = await served()
    expect(doc.openapi).toBe('3.0.3')
    const validator = new Validator()
    const result = await validator.validate(doc)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.0')
  })

  it('keeps the example of an error body nested in a choice of bodies, written `example`', async () => {
    const doc = await served()
    const conflict = doc.paths['/api/designer/templates/{id}/publish']!.post!.responses['409']!
    const choices = (conflict.content['application/json']!.schema as { anyOf: Record<string, unknown>[] }).anyOf
    const stale = choices.find((choice) => 'example' in choice)
    expect(stale).toMatchObject({ example: { code: 'DRAFT_STALE', revision: 7 } })
    expect(JSON.stringify(doc)).not.toMatch(/"examples":\[/)
  })
})

describe('schemaFor30', () => {
  it('writes every nested examples array as its first entry and leaves the schema it was given alone', () => {
    const given = {
      type: 'object',
      properties: { examples: { type: 'string', examples: ['a', 'b'] } },
      anyOf: [{ type: 'object', examples: [{ code: 'X' }] }, { $ref: '#/components/schemas/def-1' }],
      items: { not: { type: 'string', examples: ['n'] } },
    }
    const before = structuredClone(given)
    expect(schemaFor30(given)).toEqual({
      type: 'object',
      properties: { examples: { type: 'string', example: 'a' } },
      anyOf: [{ type: 'object', example: { code: 'X' } }, { $ref: '#/components/schemas/def-1' }],
      items: { not: { type: 'string', example: 'n' } },
    })
    expect(given).toEqual(before)
  })
})
