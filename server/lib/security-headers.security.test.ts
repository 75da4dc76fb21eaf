import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from '../ssr/ensure-build.ts'
import { buildTestApp } from '../testing.ts'
import { contentSecurityPolicy } from './security-headers.ts'

/**
 * Security headers on every answer (issue: security headers and cookies): a Content-Security-Policy
 * whose only inline scripts are the ones carrying this answer's nonce, no framing by other sites,
 * no sniffing, no full referrers to other sites.
 */

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

function directives(res: Answer): Map<string, string[]> {
  const policy = res.headers['content-security-policy']
  if (typeof policy !== 'string') throw new Error(`no Content-Security-Policy on ${res.statusCode} ${res.body.slice(0, 80)}`)
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
  expect(scripts.filter((source) => !source.startsWith("'nonce-") && source !== "'unsafe-eval'")).toEqual(["'self'"])
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

const nonceOf = (res: Answer) => /^'nonce-(.+)'$/.exec(directives(res).get('script-src')?.find((s) => s.startsWith("'nonce-")) ?? '')?.[1]

/** Every <script> element without a src attribute, with its attributes. */
const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '').filter((attributes) => !/\bsrc=/.test(attributes))

beforeAll(() => ensureBuild(path.resolve(import.meta.dirname, '../..')), 120_000)

describe('security headers', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ seed: true, ssr: true })
  })
  afterAll(() => app.close())

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': DESKTOP } })

  it('come with a storefront page, whose every inline script carries the nonce of its policy', async () => {
    const res = await page('/')
    expect(res.statusCode).toBe(200)
    expectHardened(res)
    const nonce = nonceOf(res)
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    const scripts = inlineScripts(res.body)
    expect(scripts.length).toBeGreaterThan(0)
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
    const images = directives(res).get('img-src') ?? []
    expect(images).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']))
  })

  it('give every page answer a nonce of its own', async () => {
    const nonces = new Set<string | undefined>()
    for (const url of ['/', '/', '/items', '/no-such-page']) {
      const res = await page(url)
      nonces.add(nonceOf(res))
      for (const attributes of inlineScripts(res.body)) expect(attributes).toContain(`nonce="${nonceOf(res)}"`)
    }
    expect(nonces.size).toBe(4)
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
    const policy = contentSecurityPolicy('abc', { development: true, designer: false })
    expect(policy).toContain("script-src 'self' 'unsafe-inline'")
    // A nonce would make browsers ignore 'unsafe-inline'.
    expect(policy).not.toContain('nonce-')
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"]) expect(policy).toContain(directive)
    expect(contentSecurityPolicy('abc', { development: false, designer: false })).toContain("script-src 'self' 'nonce-abc';")
    expect(contentSecurityPolicy('abc', { development: true, designer: true })).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval';")
  })
})
