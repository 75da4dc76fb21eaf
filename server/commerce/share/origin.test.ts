import { describe, expect, it } from 'vitest'
import { sameSiteUrl } from './origin.ts'

const ORIGIN = 'https://mall.example.com'

describe('sameSiteUrl', () => {
  it('resolves site paths and keeps absolute addresses of this host', () => {
    expect(sameSiteUrl('/items/12?from=share', ORIGIN)).toBe('https://mall.example.com/items/12?from=share')
    expect(sameSiteUrl('https://mall.example.com/pointitems/3', ORIGIN)).toBe('https://mall.example.com/pointitems/3')
    expect(sameSiteUrl('http://MALL.example.com/cart', ORIGIN)).toBe('http://mall.example.com/cart')
  })
  it('refuses other hosts, protocol-relative links, other schemes and credentials', () => {
    for (const url of [
      'https://evil.example/items/1',
      '//evil.example/items/1',
      'https://mall.example.com.evil.example/',
      'https://mall.example.com@evil.example/',
      'https://user:pw@mall.example.com/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://mall.example.com/x',
      'https://mall.example.com:8443/',
    ]) {
      expect(sameSiteUrl(url, ORIGIN), url).toBeNull()
    }
  })
})
