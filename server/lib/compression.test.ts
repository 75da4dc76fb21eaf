import zlib from 'node:zlib'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { compressAnswer, preferredEncoding } from './compression.ts'

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['BR', 'br'],
    ['gzip;q=abc', null],
  ])('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })
})

describe('compressAnswer', () => {
  async function app() {
    const server = Fastify()
    server.addHook('onSend', compressAnswer)
    server.get('/big', async () => ({ text: '商品'.repeat(2_000) }))
    server.get('/small', async () => ({ ok: true }))
    server.get('/png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4_000)))
    await server.ready()
    return server
  }

  it('sends large JSON in brotli or gzip as the client accepts, and says it varies by that', async () => {
    const server = await app()
    const br = await server.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()).text).toHaveLength(4_000)
    const gzip = await server.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length)
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).text).toHaveLength(4_000)
    const plain = await server.inject({ url: '/big' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('Accept-Encoding')
    await server.close()
  })

  it('leaves small answers and binary types alone', async () => {
    const server = await app()
    for (const url of ['/small', '/png']) {
      const response = await server.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(response.headers['content-encoding'], url).toBeUndefined()
    }
    await server.close()
  })
})
