import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('the error handler', () => {
  it('answers a database refusal of request text (a NUL byte) with 400, not 500', async () => {
    // The keyword search hands the text to the database as a LIKE pattern.
    const res = await app.inject({ method: 'GET', url: '/api/h5app/wxapp/goods/items?keywords=%00' })
    expect(res.statusCode).toBeLessThan(500)
  })

  it('refuses non-finite numbers before a handler sees them', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/h5app/wxapp/goods/items?cat_id=1e309' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status_code: 400 })
  })
})
