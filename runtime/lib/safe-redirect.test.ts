import { describe, expect, it } from 'vitest'
import { safeRedirectPath, withRedirect } from './safe-redirect.ts'

describe('safeRedirectPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirectPath('/items/66')).toBe('/items/66')
    expect(safeRedirectPath('/items?keywords=%E6%89%8B%E6%9C%BA&page=2#top')).toBe('/items?keywords=%E6%89%8B%E6%9C%BA&page=2#top')
    expect(safeRedirectPath('/cart/checkout?mode=cart')).toBe('/cart/checkout?mode=cart')
  })

  it('falls back to / when there is no redirectUrl', () => {
    expect(safeRedirectPath(null)).toBe('/')
    expect(safeRedirectPath(undefined)).toBe('/')
    expect(safeRedirectPath('')).toBe('/')
  })

  it('never leaves the site: other origins, protocol-relative and scheme URLs go to /', () => {
    for (const attack of [
      '//evil.example',
      '//evil.example/phish',
      '/\\evil.example',
      '\\\\evil.example',
      'http://evil.example',
      'https:evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example/path',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /items',
      '/items\u0000',
    ]) {
      expect(safeRedirectPath(attack), attack).toBe('/')
    }
  })

  it('does not send a signed-in shopper back to a sign-in page', () => {
    expect(safeRedirectPath('/auth/login')).toBe('/')
    expect(safeRedirectPath('/auth/login?redirectUrl=%2Fcart')).toBe('/')
    expect(safeRedirectPath('/auth/reg/')).toBe('/')
    expect(safeRedirectPath('/staff/login')).toBe('/')
    expect(safeRedirectPath('/auth/forget-password')).toBe('/')
  })

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/a/../items')).toBe('/items')
    expect(safeRedirectPath('/../../evil')).toBe('/evil')
  })
})

describe('withRedirect', () => {
  it('carries the way back to another sign-in page, and leaves / out', () => {
    expect(withRedirect('/auth/reg', '/items/66')).toBe('/auth/reg?redirectUrl=%2Fitems%2F66')
    expect(withRedirect('/auth/reg', '/')).toBe('/auth/reg')
  })
})
