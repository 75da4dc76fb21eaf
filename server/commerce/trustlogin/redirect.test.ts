import { describe, expect, it } from 'vitest'
import { callbackUrl, isOwnCallback } from './redirect.ts'

const origin = 'http://localhost:3000'

describe('callbackUrl', () => {
  it('resolves site paths against the public URL, or the request origin without one', () => {
    expect(callbackUrl('/auth/wx-login', origin, '')).toBe('http://localhost:3000/auth/wx-login')
    expect(callbackUrl(' /auth/wx-login?redirectUrl=%2Fmember ', origin, '')).toBe('http://localhost:3000/auth/wx-login?redirectUrl=%2Fmember')
    expect(callbackUrl('/auth/bindwechat', origin, 'https://mall.example.com')).toBe('https://mall.example.com/auth/bindwechat')
  })

  it('accepts an absolute URL only on the configured public URL', () => {
    expect(callbackUrl('https://mall.example.com/auth/wx-login', origin, 'https://mall.example.com')).toBe('https://mall.example.com/auth/wx-login')
    expect(callbackUrl('http://localhost:3000/auth/wx-login', origin, '')).toBeNull()
    expect(callbackUrl('http://mall.example.com/auth/wx-login', origin, 'https://mall.example.com')).toBeNull()
    expect(callbackUrl('https://mall.example.com.evil.com/x', origin, 'https://mall.example.com')).toBeNull()
    expect(callbackUrl('https://evil.com@mall.example.com/x', origin, 'https://mall.example.com')).toBeNull()
  })

  it('refuses everything that could leave the site', () => {
    for (const url of ['', '//evil.com/x', '/\\evil.com', '\\\\evil.com', 'javascript:alert(1)', 'data:text/html,x', 'https://evil.com/', 'auth/wx-login', '/a#b', '/a\nb', `/${'a'.repeat(600)}`]) {
      expect(callbackUrl(url, origin, 'https://mall.example.com'), url).toBeNull()
    }
  })
})

describe('isOwnCallback', () => {
  it('accepts this origin and the public URL only', () => {
    expect(isOwnCallback('http://localhost:3000/auth/wx-login?x=1', origin, '')).toBe(true)
    expect(isOwnCallback('https://mall.example.com/auth/wx-login', origin, 'https://mall.example.com')).toBe(true)
    expect(isOwnCallback('http://localhost:3001/auth/wx-login', origin, '')).toBe(false)
    expect(isOwnCallback('https://localhost:3000/auth/wx-login', origin, '')).toBe(false)
    expect(isOwnCallback('/auth/wx-login', origin, '')).toBe(false)
    expect(isOwnCallback('javascript:alert(1)', origin, '')).toBe(false)
  })
})
