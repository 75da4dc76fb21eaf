import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenLocally } from '../ssr/raw-get.ts'
import { buildAndWatchRequests } from '../ssr/test-fixtures.ts'
import { buildTestApp } from '../testing.ts'

/**
 * Security II: every kind of answer carries the same security headers, those answered without
 * Fastify's hooks included (the framework errors of addresses that cannot be decoded, the cached
 * fast path). Requests go over a real socket, as a browser's do, since the fast path sits in front
 * of Fastify and an undecodable target must reach the server exactly as written.
 */

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const PAGE = { accept: 'text/html', 'user-agent': DESKTOP }
const JSON_BODY = { 'content-type': 'application/json' }
const SECURITY_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']
const LOGIN = '/api/h5app/wxapp/login'

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** One request with the target sent exactly as given. */
function send(origin: string, method: string, target: string, headers: Record<string, string>, body?: string) {
  const { hostname, port } = new URL(origin)
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path: target, headers, agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

const securityOf = (answer: Answer) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer.headers[name]]))

let app: FastifyInstance
let origin: string
const seenByFastify: string[] = []

beforeAll(async () => {
  app = await buildTestApp({ seed: true, ssr: true, logger: buildAndWatchRequests(seenByFastify) })
  origin = await listenLocally(app)
}, 180_000)
afterAll(() => app?.close())

describe('the security headers', () => {
  it('are the same on every kind of answer', async () => {
    const get = (target: string, headers: Record<string, string> = {}) => send(origin, 'GET', target, headers)
    const post = (headers: Record<string, string>, body: string) => send(origin, 'POST', LOGIN, headers, body)

    const page = await get('/', PAGE)
    expect(page.status).toBe(200)
    const reference = securityOf(page)
    expect(reference['content-security-policy']).toContain("script-src 'self';")
    expect(reference['x-frame-options']).toBe('SAMEORIGIN')
    expect(reference['x-content-type-options']).toBe('nosniff')
    expect(reference['referrer-policy']).toBe('strict-origin-when-cross-origin')

    const seenBefore = seenByFastify.filter((url) => url === '/').length
    const cached = await get('/', PAGE)
    // Fastify never saw the second request: the fast path answered it from the kept bytes.
    expect(seenByFastify.filter((url) => url === '/')).toHaveLength(seenBefore)

    const script = /src="(\/assets\/[\w-]+\.js)"/.exec(page.body)?.[1] ?? '/assets/missing.js'
    const answers: Record<string, [Answer, number]> = {
      'the cached page of the fast path': [cached, 200],
      'an API answer': [await get('/api/h5app/wxapp/goods/category'), 200],
      'the 404 page': [await get('/no-such-page', PAGE), 404],
      'an undecodable page address': [await get('/items/%E0%A4%A', PAGE), 404],
      'an undecodable API address': [await get('/api/h5app/wxapp/goods/items/%E0%A4%A'), 400],
      'bad JSON': [await post(JSON_BODY, '{"username":'), 400],
      'a body over the limit': [await post(JSON_BODY, JSON.stringify({ username: 'x'.repeat(1_100_000) })), 413],
      'an unsupported content type': [await post({ 'content-type': 'text/xml' }, '<login/>'), 415],
      'a built file': [await get(script), 200],
    }
    for (const [kind, [answer, status]] of Object.entries(answers)) {
      expect(answer.status, kind).toBe(status)
      expect(securityOf(answer), kind).toEqual(reference)
    }
    expect(answers['an undecodable API address']?.[0].body).toContain('BAD_URL')
    expect(answers['bad JSON']?.[0].body).toContain('BODY_MALFORMED')
  })
})
