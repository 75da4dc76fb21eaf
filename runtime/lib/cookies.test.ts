// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { parseCookies, readCookie, removeCookie, writeCookie } from './cookies.ts'

afterEach(() => {
  for (const name of Object.keys(parseCookies(document.cookie))) removeCookie(name)
})

describe('cookies', () => {
  it('writes, reads and removes a cookie, encoding its value', () => {
    writeCookie('userinfo', '{"mobile":"138 0000"}')
    expect(readCookie('userinfo')).toBe('{"mobile":"138 0000"}')
    removeCookie('userinfo')
    expect(readCookie('userinfo')).toBeUndefined()
  })

  it('does not keep a cookie whose lifetime is over', () => {
    writeCookie('stale', 'x', { days: -1 })
    expect(readCookie('stale')).toBeUndefined()
  })

  it('reads from a request cookie header', () => {
    const header = 'customer_token=abc.def; user_session_id=42; userinfo=%7B%22userId%22%3A7%7D'
    expect(readCookie('customer_token', header)).toBe('abc.def')
    expect(readCookie('userinfo', header)).toBe('{"userId":7}')
    expect(readCookie('missing', header)).toBeUndefined()
  })

  it('keeps the first of a repeated name and survives bad encoding', () => {
    expect(parseCookies('a=1; a=2; b=%E0%A4%A; c')).toEqual({ a: '1', b: '%E0%A4%A' })
  })
})
