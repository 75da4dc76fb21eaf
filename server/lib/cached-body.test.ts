import zlib from 'node:zlib'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { cachedBody, notModified, sendCachedBody } from './cached-body.ts'

describe('notModified', () => {
  it.each([
    [undefined, false],
    ['*', true],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", W/"abc"', true],
    ['"abcd"', false],
  ])('If-None-Match %j', (header, expected) => {
    expect(notModified(header, 'W/"abc"')).toBe(expected)
  })
})

describe('sendCachedBody', () => {
  it('answers each encoding from the stored bytes, and 304 to a client that has the entity', async () => {
    const html = `<!doctype html><p>${'首页'.repeat(3_000)}</p>`
    const body = await cachedBody(html, 'text/html; charset=utf-8')
    expect(body.encoded.br?.length).toBeLessThan(body.identity.length)
    const server = Fastify()
    server.get('/', (request, reply) => sendCachedBody(request, reply, body, 'public, max-age=0'))
    await server.ready()

    const br = await server.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.etag).toBe(body.etag)
    expect(br.headers['cache-control']).toBe('public, max-age=0')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html)
    const gzip = await server.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(html)
    const plain = await server.inject({ url: '/' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(html)

    const cached = await server.inject({ url: '/', headers: { 'if-none-match': body.etag } })
    expect(cached.statusCode).toBe(304)
    expect(cached.rawPayload.length).toBe(0)
    expect(cached.headers.etag).toBe(body.etag)
    await server.close()
  })

  it('gives the same bytes the same entity tag and other bytes another', async () => {
    const [a, b, c] = await Promise.all([
      cachedBody('{"a":1}', 'application/json'),
      cachedBody('{"a":1}', 'application/json'),
      cachedBody('{"a":2}', 'application/json'),
    ])
    expect(a.etag).toBe(b.etag)
    expect(a.etag).not.toBe(c.etag)
    expect(a.encoded).toEqual({})
  })
})
