// @vitest-environment jsdom
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hasSession, rememberSession, sessionBlock, sessionOfCookies } from './auth-storage.ts'

/**
 * The session token never reaches page scripts (issue: security headers and cookies): the server
 * keeps it in HttpOnly cookies, and the runtime neither stores nor reads it.
 */

const RUNTIME = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/test-(frame|kit)/.test(entry.name)
      ? [file]
      : []
  })
}

const sources = sourceFiles(RUNTIME).map((file) => ({
  file: path.relative(RUNTIME, file),
  text: fs.readFileSync(file, 'utf8'),
}))

afterEach(() => {
  rememberSession('customer', false)
  rememberSession('shop', false)
  for (const name of ['customer_token', 'shop_token']) document.cookie = `${name}=; max-age=0; path=/`
})

describe('the runtime’s sources', () => {
  it('are all read (the check below is not vacuous)', () => {
    expect(sources.length).toBeGreaterThan(100)
    expect(sources.some(({ file }) => file === path.join('api', 'http.ts'))).toBe(true)
  })

  it('never keep anything in localStorage under a token name, nor send a token they read', () => {
    const offenders = sources
      .filter(({ text }) => /localStorage[\s\S]{0,80}token|auth_token|authTokenKey|Bearer /i.test(text))
      .map(({ file }) => file)
    expect(offenders).toEqual([])
  })

  it('never write or read the session cookies through document.cookie helpers', () => {
    const offenders = sources
      .filter(({ text }) =>
        /(writeCookie|removeCookie|readCookie)\([^)]*(customerTokenCookie|shopTokenCookie|customer_token|shop_token)/.test(
          text,
        ),
      )
      .map(({ file }) => file)
    expect(offenders).toEqual([])
  })
})

describe('the page’s knowledge of the session', () => {
  it('in the browser comes from the server, not from a cookie a script could read', () => {
    document.cookie = 'customer_token=script-readable; path=/'
    document.cookie = 'shop_token=script-readable; path=/'
    expect(hasSession('customer')).toBe(false)
    expect(hasSession('shop')).toBe(false)
    rememberSession('shop', true)
    expect(hasSession('shop')).toBe(true)
    expect(hasSession('customer')).toBe(false)
  })

  it('on the server comes from the request’s cookie header, and reaches the page as booleans only', () => {
    const flags = sessionOfCookies('customer_token=secret.token.value; other=1')
    expect(flags).toEqual({ customer: true, shop: false, staff: false })
    const block = sessionBlock(flags)
    expect(block).not.toContain('secret')
    expect(block).toMatch(
      /^<script type="application\/json" id="[\w-]+">\{"customer":true,"shop":false,"staff":false\}<\/script>$/,
    )
  })

  it('in the browser is read from the page’s data block until a sign-in or sign-out answer changes it', async () => {
    vi.resetModules()
    const storage = await import('./auth-storage.ts')
    document.body.innerHTML = storage.sessionBlock({ customer: true, shop: false, staff: false })
    expect(storage.hasSession('customer')).toBe(true)
    expect(storage.hasSession('shop')).toBe(false)
    storage.rememberSession('customer', false)
    expect(storage.hasSession('customer')).toBe(false)
    document.body.innerHTML = ''
  })
})
