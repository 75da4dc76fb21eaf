import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'
import { buildAndWatchRequests } from './test-fixtures.ts'

/**
 * Kept guest descriptors are answered before Fastify (fast-path.ts); a client on a CORS origin
 * must get there what Fastify's hook would give it, and one origin's answer must never be served
 * to another.
 */

const PARTNER = 'https://partner.example.com'
const STRANGER = 'https://stranger.example.net'
let app: FastifyInstance
let origin: string
const seenByFastify: string[] = []

beforeAll(async () => {
  app = await buildTestApp({ ssr: true, env: { CORS_ORIGINS: PARTNER }, logger: buildAndWatchRequests(seenByFastify) })
  await app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}, 180_000)
afterAll(async () => {
  await app?.close()
})

describe('the fast path and CORS', () => {
  it('answers a kept descriptor to each origin with its own CORS headers and Vary: Origin', async () => {
    const url = '/api/pages/home'
    const first = await fetch(origin + url, { headers: { origin: STRANGER } })
    expect(first.status).toBe(200)
    const body = await first.text()
    const before = seenByFastify.filter((seen) => seen === url).length

    const partner = await fetch(origin + url, { headers: { origin: PARTNER } })
    expect(await partner.text()).toBe(body)
    expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER)
    expect(partner.headers.get('vary')).toMatch(/\bOrigin\b/)

    const stranger = await fetch(origin + url, { headers: { origin: STRANGER } })
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
    expect(stranger.headers.get('vary')).toMatch(/\bOrigin\b/)
    expect(first.headers.get('vary')).toMatch(/\bOrigin\b/)

    const none = await fetch(origin + url)
    expect(none.headers.get('access-control-allow-origin')).toBeNull()
    // All three after the first came from the fast path.
    expect(seenByFastify.filter((seen) => seen === url)).toHaveLength(before)
  })

  it('leaves preflights of those paths to Fastify, which answers them', async () => {
    const answer = await fetch(`${origin}/api/pages/custom/1`, {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER)
    expect(answer.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type')
  })
})
