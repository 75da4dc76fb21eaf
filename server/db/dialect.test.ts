import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../testing.ts'
import { dialectOf, isPostgres, POSTGRES, SQLITE } from './dialect.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('dialectOf', () => {
  it('reads the capabilities from the database, its transactions and its connections', async () => {
    const expected = process.env.TEST_DATABASE_URL ? POSTGRES : SQLITE
    expect(dialectOf(app.db)).toBe(expected)
    expect(isPostgres(app.db)).toBe(expected === POSTGRES)
    expect(await app.db.transaction().execute(async (trx) => dialectOf(trx))).toBe(expected)
    expect(await app.db.connection().execute(async (connection) => dialectOf(connection))).toBe(expected)
  })

  it('tells each dialect by what it can do', () => {
    expect(SQLITE).toMatchObject({ rowLocks: false, singleWriter: true, advisoryLocks: false })
    expect(POSTGRES).toMatchObject({ rowLocks: true, singleWriter: false, advisoryLocks: true })
  })
})
