import type { FastifyInstance } from 'fastify'
import { CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'
import { countStatements, PRECOMPILED } from './query-count.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('countStatements', () => {
  it('lists the statements run inside, by verb and first table', async () => {
    const { result, statements } = await countStatements(async () => {
      const rows = await app.db.selectFrom('goods').select('id').execute()
      await app.db
        .selectFrom((eb) => eb.selectFrom('categories').select('id').as('sub'))
        .selectAll()
        .execute()
      await app.db.updateTable('goods').set({ sales: 0 }).where('id', '=', -1).execute()
      return rows.length
    })
    expect(result).toBe(0)
    expect(statements).toEqual(['select goods', 'select categories', 'update goods'])
  })

  it('counts a query compiled once and run as SQL text', async () => {
    const compiled = app.db.selectFrom('goods').select('id').compile()
    const { statements } = await countStatements(() =>
      app.db.executeQuery(CompiledQuery.raw(compiled.sql, [...compiled.parameters])),
    )
    expect(statements).toEqual([PRECOMPILED])
  })

  it('counts what a request runs, and nothing run outside the counted work', async () => {
    const outside = app.db.selectFrom('regions').select('id').execute()
    const { result, statements } = await countStatements(() =>
      app.inject({ method: 'GET', url: '/api/h5app/wxapp/goods/category' }),
    )
    await outside
    expect(result.statusCode).toBe(200)
    expect(statements).toEqual(['select categories'])
  })

  it('does not count a statement that failed', async () => {
    const { statements } = await countStatements(() =>
      app.db.executeQuery(CompiledQuery.raw('select * from no_such_table')).catch(() => null),
    )
    expect(statements).toEqual([])
  })
})
