import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { urlOnOrigins } from './redirect.ts'

/** Absolute return addresses: on the trusted origins and nowhere else. */

const ORIGINS = ['https://mall.example.com', 'https://partner.example.com']

describe('urlOnOrigins', () => {
  it('accepts addresses on a trusted origin, normalised', () => {
    expect(urlOnOrigins('https://partner.example.com/paid?order=1#top', ORIGINS)).toBe(
      'https://partner.example.com/paid?order=1#top',
    )
    expect(urlOnOrigins('HTTPS://Partner.Example.com/a/../b', ORIGINS)).toBe('https://partner.example.com/b')
    expect(urlOnOrigins('https://mall.example.com', ORIGINS)).toBe('https://mall.example.com/')
  })

  it('refuses other hosts, look-alikes, credentials, other schemes and hidden characters', () => {
    for (const raw of [
      'https://evil.example/',
      'https://partner.example.com.evil.example/',
      'https://partner.example.com@evil.example/',
      'https://evil.example@partner.example.com/',
      'http://partner.example.com/',
      'https://partner.example.com:444/',
      '//partner.example.com/',
      'https:partner.example.com/',
      'https:/partner.example.com/',
      'javascript://partner.example.com/%0aalert(1)',
      'https://partner.example.com\\@evil.example/',
      ' https://partner.example.com/',
      'https://partner.example.com/\tx',
      'https://partner.example.com/\u2028',
      '/paid',
      '',
      42,
      null,
    ]) {
      expect(urlOnOrigins(raw, ORIGINS), String(raw)).toBeNull()
    }
    expect(urlOnOrigins(`https://partner.example.com/${'a'.repeat(3000)}`, ORIGINS)).toBeNull()
    expect(urlOnOrigins('https://partner.example.com/', [])).toBeNull()
  })

  it('never answers an address off the trusted origins, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.string(),
          fc.string().map((tail) => `https://partner.example.com${tail}`),
        ),
        (raw) => {
          const url = urlOnOrigins(raw, ORIGINS)
          if (url !== null) expect(ORIGINS).toContain(new URL(url).origin)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
