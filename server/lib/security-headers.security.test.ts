import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from '../ssr/ensure-build.ts'
import { buildTestApp } from '../testing.ts'
import { contentSecurityPolicy } from './security-headers.ts'

/**
 * Security headers on every answer (issue: security headers and cookies): a Content-Security-Policy
 * that allows no inline script (pages hand their data over in JSON blocks), no framing by other
 * sites, no sniffing, no full referrers to other sites.
 */

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

function directives(res: Answer): Map<string, string[]> {
  const policy = res.headers['content-security-policy']
  if (typeof policy !== 'string')
    throw new Error(`no Content-Security-Policy on ${res.statusCode} ${res.body.slice(0, 80)}`)
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

function expectHardened(res: Answer, { designer = false } = {}) {
  const csp = directives(res)
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'self'"])
  expect(csp.get('frame-ancestors')).toEqual(["'self'"])
  expect(csp.get('form-action')).toEqual(["'self'"])
  const scripts = csp.get('script-src') ?? []
  expect(scripts).toContain("'self'")
  expect(scripts).not.toContain("'unsafe-inline'")
  // Only the operators' designer may evaluate code (ajv compiles the widget schemas in the browser).
  expect(scripts.includes("'unsafe-eval'")).toBe(designer)
  expect(scripts.filter((source) => source !== "'unsafe-eval'")).toEqual(["'self'"])
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

/** Every <script> element without a src attribute that a browser would run, with its attributes. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/json"/.test(attributes))

beforeAll(() => ensureBuild(path.resolve(import.meta.dirname, '../..')), 120_000)

describe('security headers', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ seed: true, ssr: true })
  })
  afterAll(() => app.close())

  const page = (url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': DESKTOP } })

  it('come with storefront pages, which hold no script a browser would run inline', async () => {
    for (const url of ['/', '/items', '/no-such-page']) {
      const res = await page(url)
      expectHardened(res)
      expect(inlineScripts(res.body), url).toEqual([])
      expect(res.body, url).toContain('<script type="application/json"')
    }
    const images = directives(await page('/')).get('img-src') ?? []
    expect(images).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']))
  })

  it('come with API answers, errors included', async () => {
    expectHardened(await app.inject({ method: 'GET', url: '/api/h5app/wxapp/goods/category' }))
    expectHardened(await app.inject({ method: 'GET', url: '/api/h5app/wxapp/member' }))
    expectHardened(await app.inject({ method: 'GET', url: '/api/no-such-call' }))
  })

  it('come with the designer and the built files', async () => {
    const designer = await app.inject({ method: 'GET', url: '/designer/' })
    expect(designer.statusCode).toBe(200)
    expectHardened(designer, { designer: true })
    // The designer's page is a static build: no inline script at all, so the policy needs none.
    expect(inlineScripts(designer.body)).toEqual([])

    const script = /src="(\/assets\/entry-client-[\w-]+\.js)"/.exec((await page('/')).body)?.[1]
    const file = await app.inject({ method: 'GET', url: script ?? '/assets/missing.js' })
    expect(file.statusCode).toBe(200)
    expectHardened(file)
  })
})

describe('the development policy', () => {
  it('relaxes scripts for Vite’s inline preamble only, keeping everything else', () => {
    const policy = contentSecurityPolicy({ development: true, designer: false })
    expect(policy).toContain("script-src 'self' 'unsafe-inline';")
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"])
      expect(policy).toContain(directive)
    expect(contentSecurityPolicy({ development: false, designer: false })).toContain("script-src 'self';")
    expect(contentSecurityPolicy({ development: true, designer: true })).toContain(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval';",
    )
  })
})
