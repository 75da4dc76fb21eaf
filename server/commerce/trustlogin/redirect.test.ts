import { describe, expect, it } from 'vitest'
import { callbackUrl, isOwnCallback } from './redirect.ts'

const site = 'https://mall.example.com'

describe('callbackUrl', () => {
  it('resolves site paths against the public URL', () => {
    expect(callbackUrl('/auth/wx-login', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/auth/wx-login')
    expect(callbackUrl(' /auth/wx-login?redirectUrl=%2Fmember ', site)).toBe(
      'https://mall.example.com/auth/wx-login?redirectUrl=%2Fmember',
    )
    expect(callbackUrl('/auth/bindwechat', site)).toBe('https://mall.example.com/auth/bindwechat')
  })

  it('accepts an absolute URL only on the public URL', () => {
    expect(callbackUrl('https://mall.example.com/auth/wx-login', site)).toBe('https://mall.example.com/auth/wx-login')
    expect(callbackUrl('http://localhost:3000/auth/wx-login', site)).toBeNull()
    expect(callbackUrl('http://mall.example.com/auth/wx-login', site)).toBeNull()
    expect(callbackUrl('https://mall.example.com.evil.com/x', site)).toBeNull()
    expect(callbackUrl('https://evil.com@mall.example.com/x', site)).toBeNull()
  })

  it('refuses everything that could leave the site', () => {
    for (const url of [
      '',
      '//evil.com/x',
      '/\\evil.com',
      '\\\\evil.com',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://evil.com/',
      'auth/wx-login',
      '/a#b',
      '/a\nb',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(callbackUrl(url, site), url).toBeNull()
    }
  })
})

describe('isOwnCallback', () => {
  it('accepts the public URL only', () => {
    expect(isOwnCallback('https://mall.example.com/auth/wx-login?x=1', site)).toBe(true)
    expect(isOwnCallback('http://127.0.0.1:3000/auth/wx-login', 'http://127.0.0.1:3000')).toBe(true)
    expect(isOwnCallback('https://mall.example.com:444/auth/wx-login', site)).toBe(false)
    expect(isOwnCallback('http://mall.example.com/auth/wx-login', site)).toBe(false)
    expect(isOwnCallback('/auth/wx-login', site)).toBe(false)
    expect(isOwnCallback('javascript:alert(1)', site)).toBe(false)
  })
})

describe('callbacks on a CORS client origin', () => {
  const clients = ['https://partner.example.com']

  it('accept an absolute URL on a listed client origin', () => {
    expect(callbackUrl('https://partner.example.com/signed-in?x=1', site, clients)).toBe(
      'https://partner.example.com/signed-in?x=1',
    )
    expect(isOwnCallback('https://partner.example.com/signed-in', site, clients)).toBe(true)
    expect(callbackUrl('/auth/wx-login', site, clients)).toBe('https://mall.example.com/auth/wx-login')
  })

  it('refuse look-alikes and every other host', () => {
    for (const url of [
      'https://partner.example.com.evil.com/x',
      'https://evil.com@partner.example.com/x',
      'https://partner.example.com@evil.com/x',
      'http://partner.example.com/x',
      'https://partner.example.com:8443/x',
      '//partner.example.com/x',
      'https://evil.com/x',
    ]) {
      expect(callbackUrl(url, site, clients), url).toBeNull()
      expect(isOwnCallback(url, site, clients), url).toBe(false)
    }
  })
})
