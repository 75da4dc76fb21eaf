import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, createTestRegions } from '../test-helpers.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
  await createTestRegions(app.db)
})
afterAll(async () => {
  await app?.close()
})

type Op =
  | { kind: 'create'; isDef: boolean }
  | { kind: 'delete'; pick: number }
  | { kind: 'setDefault'; pick: number }
  | { kind: 'update'; pick: number; isDef: boolean }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), isDef: fc.boolean() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('setDefault' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), isDef: fc.boolean() }),
)

const address = {
  username: '张三',
  telephone: '13812345678',
  province: '北京市',
  city: '北京市',
  county: '东城区',
  adrdetail: '东长安街1号',
}

describe('the default address', () => {
  it('is always exactly one of the member’s addresses, and follows the rules of spec 2.8', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const member = await createTestMember(app)
        const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
          app.inject({ method, url: `${BASE}${url}`, headers: member.headers, ...(payload ? { payload } : {}) })
        // The model: ids oldest first and which one is the default.
        const ids: number[] = []
        let expectedDefault: number | null = null
        for (const step of ops) {
          if (step.kind === 'create') {
            const res = await send('POST', '/member/address', { ...address, is_def: step.isDef ? 1 : 0 })
            const id = res.json().data.address_id as number
            ids.push(id)
            if (ids.length === 1 || step.isDef) expectedDefault = id
          } else if (ids.length > 0) {
            const id = ids[step.pick % ids.length]
            if (step.kind === 'delete') {
              expect((await send('DELETE', `/member/address/${id}`)).statusCode).toBe(200)
              ids.splice(ids.indexOf(id), 1)
              if (expectedDefault === id) expectedDefault = ids.at(-1) ?? null
            } else if (step.kind === 'setDefault') {
              expect((await send('GET', `/member.address.setDefault?addr_id=${id}`)).statusCode).toBe(200)
              expectedDefault = id
            } else {
              expect((await send('PUT', `/member/address/${id}`, { is_def: step.isDef ? 1 : 0 })).statusCode).toBe(200)
              if (step.isDef) expectedDefault = id
            }
          }
          const rows = await app.db
            .selectFrom('addresses')
            .select(['id', 'is_default'])
            .where('member_id', '=', member.id)
            .execute()
          const defaults = rows.filter((row) => row.is_default === 1).map((row) => row.id)
          expect(defaults).toEqual(expectedDefault === null ? [] : [expectedDefault])
          expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
        }
      }),
      { numRuns: 30, seed: 20261123 },
    )
  })
})
