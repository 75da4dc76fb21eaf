import zlib from 'node:zlib'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { compress, compressAnswer, preferredEncoding } from './compression.ts'

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

describe('compress', () => {
  // Small answers are compressed inline, large ones and stored copies on the thread pool; brotli's
  // window follows the body's size up to its 16 MB limit.
  const bodies = {
    tiny: 'a',
    'a rendered page': '<li>商品 ¥99.00</li>'.repeat(1_500),
    'a large page': Array.from({ length: 40_000 }, (_, i) => `<li>${i}</li>`).join(''),
    'megabytes of binary': Buffer.from(Array.from({ length: 5_000_000 }, (_, i) => (i * 7919) % 251)),
  }

  it.each(Object.entries(bodies))(
    'gives back %s byte for byte, in brotli and gzip, for answers and stored copies',
    async (_name, body) => {
      const original = Buffer.from(body)
      for (const effort of ['answer', 'stored'] as const) {
        expect(zlib.brotliDecompressSync(await compress(body, 'br', effort)).equals(original), effort).toBe(true)
        expect(zlib.gunzipSync(await compress(body, 'gzip', effort)).equals(original), effort).toBe(true)
      }
    },
  )
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
