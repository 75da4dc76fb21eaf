import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirectPath, sameSitePath } from './redirect.ts'

/** The shop, and the page that reads redirectUrl: a Location header is resolved against it. */
const SITE = 'https://shop.example'
const REDIRECT_PAGE = `${SITE}/auth/redirect`

/**
 * redirectUrl values as they reach the validator (the query string already decoded once), each an
 * attempt to leave the site or run script.
 */
const OFF_SITE_PAYLOADS = [
  // protocol-relative and absolute
  '//evil.example',
  '//evil.example/phish',
  '///evil.example',
  '////evil.example',
  'http://evil.example',
  'https://evil.example',
  'HTTPS://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'ftp://evil.example',
  'evil.example',
  'evil.example/path',
  './/evil.example',
  // dot segments that normalise to '//host'
  '/.//evil.example',
  '/././/evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/a/%2e%2e//evil.example',
  '/.//evil.example/../x',
  // backslashes, which browsers read as slashes
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/.\\/evil.example',
  '/./\\evil.example',
  '/a/..\\/evil.example',
  // whitespace and controls, which URL parsers drop
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/\u0000/evil.example',
  '/\u000b/evil.example',
  '/\u00a0/evil.example',
  '/\u200b/evil.example',
  '/\ufeff/evil.example',
  '/\u2028/evil.example',
  // user-info and ports
  '//user@evil.example',
  '//shop.example@evil.example',
  'https://shop.example@evil.example',
  'https://shop.example:443@evil.example/',
  '//evil.example:80',
  '//evil.example%40shop.example',
  // script and data schemes
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  // still encoded (decoded once already): never decoded again into '//'
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '%252F%252Fevil.example',
  '%5C%5Cevil.example',
  '/%2F%2Fevil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '%2F.%2F%2Fevil.example',
  // Unicode look-alikes of '/', '\', '.' and '@'
  '／／evil.example',
  '/／evil.example',
  '／/evil.example',
  '＼＼evil.example',
  '/＼evil.example',
  '//evil%E3%80%82example',
  '//evil。example',
  '//evil．example',
  '//ｅｖｉｌ.example',
  '/\u2215\u2215evil.example',
  '/\u29f8evil.example',
  '//shop.example＠evil.example',
  // odd inputs
  '',
  '/'.repeat(3000),
  `/${'a'.repeat(3000)}`,
  '#//evil.example',
  '?//evil.example',
]

/** The same attacks as they arrive in a query string, decoded once by the page. */
const QUERY_PAYLOADS = [
  '%2F.%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '%2F%5Cevil.example',
  '%2F%255Cevil.example',
  '%2F%09%2Fevil.example',
  '%2F%0A%2Fevil.example',
  '%2F%2E%2E%2F%2Fevil.example',
  '%2F%252e%252e%2F%2Fevil.example',
  'javascript%3Aalert(1)',
  '%EF%BC%8F%EF%BC%8Fevil.example',
  '%2F%2Fevil%E3%80%82example',
  'https%3A%2F%2Fevil.example',
  '%2F%2Fshop.example%40evil.example',
]

/** Where a browser goes when it follows `Location: <location>` from the redirect page. */
function followed(location: string): URL {
  return new URL(location, REDIRECT_PAGE)
}

function expectOnSite(result: string, payload: string) {
  expect(
    result.startsWith('/') && !result.startsWith('//') && !result.startsWith('/\\'),
    `${JSON.stringify(payload)} -> ${result}`,
  ).toBe(true)
  const url = followed(result)
  expect(url.origin, `${JSON.stringify(payload)} -> ${result}`).toBe(SITE)
  expect(url.protocol).toBe('https:')
}

describe('safeRedirectPath never leaves the site', () => {
  it('has a corpus of at least 50 payloads', () => {
    expect(OFF_SITE_PAYLOADS.length + QUERY_PAYLOADS.length).toBeGreaterThanOrEqual(50)
  })

  it.each(OFF_SITE_PAYLOADS.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))(
    '%s lands on this site',
    (_label, payload) => {
      expectOnSite(safeRedirectPath(payload), payload)
    },
  )

  it.each(QUERY_PAYLOADS)('redirectUrl=%s lands on this site', (query) => {
    const payload = new URL(`/auth/redirect?redirectUrl=${query}`, SITE).searchParams.get('redirectUrl')
    expectOnSite(safeRedirectPath(payload), query)
  })

  it('refuses what the normalised address would make off-site, rather than passing it through', () => {
    for (const payload of ['/.//evil.example', '/%2e%2e//evil.example', '/a/..//evil.example'])
      expect(sameSitePath(payload)).toBeNull()
  })

  it('keeps the result stable: checking it again gives the same path', () => {
    for (const payload of [...OFF_SITE_PAYLOADS, '/items?keywords=手机', '/a/./b/../c?x=1#y']) {
      const result = safeRedirectPath(payload)
      expect(safeRedirectPath(result)).toBe(result)
    }
  })

  it('lands on this site for any mix of slashes, dots, encodings and look-alikes', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2f',
      '%5c',
      '%25',
      '@',
      ':',
      '?',
      '#',
      '\t',
      '\n',
      ' ',
      '／',
      '＼',
      '。',
      '%E3%80%82',
      'evil.example',
      'http:',
      'javascript:',
      'a',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const payload = pieces.join('')
        expectOnSite(safeRedirectPath(payload), payload)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('safeRedirectPath keeps the way back on this site', () => {
  it('keeps a page of this site with its query and hash, normalised', () => {
    expect(safeRedirectPath('/items/66')).toBe('/items/66')
    expect(safeRedirectPath('/items?keywords=%E6%89%8B%E6%9C%BA&page=2#top')).toBe(
      '/items?keywords=%E6%89%8B%E6%9C%BA&page=2#top',
    )
    expect(safeRedirectPath('/items?keywords=手机')).toBe('/items?keywords=%E6%89%8B%E6%9C%BA')
    expect(safeRedirectPath('/a/./b/../items')).toBe('/a/items')
    expect(safeRedirectPath('/../../items')).toBe('/items')
  })

  it('does not send a signed-in shopper back to a sign-in page, however it is spelled', () => {
    for (const path of [
      '/auth/login',
      '/AUTH/Login',
      '/auth/login/',
      '/auth/%6Cogin',
      '/auth/x/../login',
      '/staff/login?redirectUrl=%2Fcart',
    ]) {
      expect(safeRedirectPath(path), path).toBe('/')
    }
  })
})
