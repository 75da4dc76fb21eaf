import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storageNames } from '../../runtime/lib/auth-storage.ts'
import { createSession } from '../lib/auth.ts'
import { createTestMember } from '../commerce/test-helpers.ts'
import { buildTestApp } from '../testing.ts'
import { ensureBuild } from './ensure-build.ts'
import { listenLocally, rawGet } from './raw-get.ts'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** redirectUrl values as they appear in the query string. */
const REDIRECT_URLS = [
  '%2F.%2F%2Fevil.example',
  '%2F..%2F%2Fevil.example',
  '%2Fa%2F..%2F%2Fevil.example',
  '%2F%2e%2e%2F%2Fevil.example',
  '%2F%252e%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '%2F%5Cevil.example',
  '%5C%5Cevil.example',
  '%2F%09%2Fevil.example',
  '%2F%0A%2Fevil.example',
  '%252F%252Fevil.example',
  'https%3A%2F%2Fevil.example',
  'https:evil.example',
  'javascript%3Aalert(1)',
  'data%3Atext%2Fhtml%2C%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%EF%BC%8F%EF%BC%8Fevil.example',
  '%2F%2Fevil%E3%80%82example',
  '%2F%2Fshop.example%40evil.example',
]

/** Request targets sent as they are, each asking to stay on the desktop site. */
const FORCE_PC_TARGETS = [
  '/.//evil.example?force_pc=1',
  '/..//evil.example?force_pc=1',
  '/a/..//evil.example?force_pc=1',
  '/%2e//evil.example?force_pc=1',
  '/%2e%2e//evil.example?force_pc=1',
  '//evil.example?force_pc=1',
  '//evil.example/?force_pc=1',
  '/\\evil.example?force_pc=1',
  '/.\\/evil.example?force_pc=1',
  '/%5c/evil.example?force_pc=1',
  '/%2F%2Fevil.example?force_pc=1',
]

/** Pages that send a signed-in visitor on to redirectUrl. */
const SIGNED_IN_REDIRECTS = [
  '/auth/redirect',
  '/auth/login',
  '/auth/reg',
  '/auth/wx-login',
  '/auth/bind',
  '/staff/login',
]

beforeAll(() => ensureBuild(path.resolve(import.meta.dirname, '../..')), 120_000)

describe('no redirect of the storefront leaves the site', () => {
  let app: FastifyInstance
  let origin: string
  let cookie: string

  beforeAll(async () => {
    app = await buildTestApp({ seed: true, ssr: true })
    origin = await listenLocally(app)
    // A staff member is sent on from every sign-in page, /staff/login included.
    const member = await createTestMember(app)
    await app.db.updateTable('members').set({ is_staff: 1 }).where('id', '=', member.id).execute()
    cookie = `${storageNames.customerTokenCookie}=${(await createSession(app.db, app.config.secret, 'member', member.id)).token}`
  })
  afterAll(() => app?.close())

  async function expectStaysOnSite(target: string, headers: Record<string, string>) {
    const response = await rawGet(origin, target, { accept: 'text/html', 'user-agent': DESKTOP, ...headers })
    expect(response.status, target).toBeLessThan(500)
    if (response.location === undefined) return response
    const followed = new URL(response.location, origin + (target.startsWith('/') ? '/' : ''))
    expect(followed.origin, `${target} -> ${response.location}`).toBe(origin)
    expect(response.location, target).toMatch(/^\/(?![/\\])/)
    return response
  }

  it('answers GET /auth/redirect?redirectUrl=%2F.%2F%2Fevil.example with a redirect to this site', async () => {
    const response = await rawGet(origin, '/auth/redirect?redirectUrl=%2F.%2F%2Fevil.example', {
      accept: 'text/html',
      'user-agent': DESKTOP,
    })
    expect(response.status).toBe(302)
    expect(response.location).toBe('/')
  })

  it.each(SIGNED_IN_REDIRECTS)('%s sends a signed-in member only to pages of this site', async (page) => {
    for (const redirectUrl of REDIRECT_URLS) {
      const response = await expectStaysOnSite(`${page}?redirectUrl=${redirectUrl}`, { cookie })
      expect(response.status, `${page}?redirectUrl=${redirectUrl}`).toBe(302)
    }
    const kept = await expectStaysOnSite(`${page}?redirectUrl=%2Fitems%2F66%3Fx%3D1`, { cookie })
    expect(kept.location).toBe('/items/66?x=1')
  })

  it('answers /.//evil.example?force_pc=1 without a Location leaving the site', async () => {
    const response = await rawGet(origin, '/.//evil.example?force_pc=1', { accept: 'text/html', 'user-agent': IPHONE })
    expect(response.status).toBe(302)
    expect(response.location).toBe('/')
  })

  it.each(FORCE_PC_TARGETS)('keeps %s on this site, for phones and desktops', async (target) => {
    for (const userAgent of [IPHONE, DESKTOP]) await expectStaysOnSite(target, { 'user-agent': userAgent })
  })

  it('still sends 继续访问电脑版 back to the page it came from', async () => {
    const response = await rawGet(origin, '/items?keywords=%E6%89%8B%E6%9C%BA&force_pc=1', {
      accept: 'text/html',
      'user-agent': IPHONE,
    })
    expect(response.location).toBe('/items?keywords=%E6%89%8B%E6%9C%BA')
  })

  it('puts only pages of this site in the QR code and the 继续访问电脑版 link of the H5 page', async () => {
    for (const target of [
      '/h5//evil.example',
      '/h5/.//evil.example',
      '/h5//evil.example:99999',
      '/h5///evil.example?x=1',
    ]) {
      const response = await rawGet(origin, target, { accept: 'text/html', 'user-agent': IPHONE })
      expect(response.status, target).toBe(200)
      const shown = /<p class="mf-h5__url">([^<]*)<\/p>/.exec(response.body)?.[1] ?? ''
      expect(new URL(shown).origin, target).toBe(origin)
      const continueHref = /href="([^"]*)">继续访问电脑版/.exec(response.body)?.[1] ?? ''
      expect(new URL(continueHref.replace(/&amp;/g, '&'), `${origin}/h5/`).origin, target).toBe(origin)
    }
  })

  it('sends phones to the H5 site under this site for any address', async () => {
    for (const target of ['//evil.example', '/.//evil.example', '/\\evil.example', '/%2e%2e//evil.example']) {
      const response = await expectStaysOnSite(target, { 'user-agent': IPHONE })
      expect(response.status, target).toBe(302)
      expect(response.location, target).toMatch(/^\/h5\//)
    }
  })
})
