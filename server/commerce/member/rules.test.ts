import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ERRORS } from '../../../schemas/api/errors.ts'
import { assertAvatar, assertBirthday, assertMobile, chinaToday, maskMobile, passwordProblem } from './rules.ts'

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''))

describe('password rule (spec 5)', () => {
  it('accepts every 8-20 character mix of letters and digits', () => {
    fc.assert(
      fc.property(
        fc.array(alnum, { minLength: 6, maxLength: 18 }),
        fc.constantFrom('a', 'Z'),
        fc.constantFrom('0', '9'),
        (rest, letter, digit) => {
          expect(passwordProblem([letter, ...rest, digit].join(''))).toBeNull()
        },
      ),
    )
  })

  it('refuses letters only or digits only whatever the length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z]{1,30}$/), (p) => {
        expect(passwordProblem(p)).toBe('INVALID_PASSWORD')
      }),
    )
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,30}$/), (p) => {
        expect(passwordProblem(p)).toBe('INVALID_PASSWORD')
      }),
    )
  })

  it('names special characters once length and mix are right', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{3}\d{3}$/),
        fc.constantFrom('!', '@', ' ', '中', '_', '-'),
        (base, special) => {
          expect(passwordProblem(`${base}${special}x`)).toBe('PASSWORD_CHARACTERS')
        },
      ),
    )
  })

  it('asks for a password when there is none', () => {
    expect(passwordProblem('')).toBe('PASSWORD_REQUIRED')
    expect(passwordProblem(undefined)).toBe('PASSWORD_REQUIRED')
  })
})

describe('mobile rule', () => {
  it('accepts 11 digits starting 13-19 and nothing else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (m) => {
        expect(assertMobile(m)).toBe(m)
      }),
    )
    for (const bad of ['10000000000', '12000000000', '2380000000', '1380000000', '138000000000', '+8613800000000']) {
      expect(() => assertMobile(bad)).toThrow(ERRORS.INVALID_MOBILE.message)
    }
  })
})

describe('avatar rule', () => {
  it('takes uploads and http(s) URLs only', () => {
    expect(assertAvatar('/uploads/avatars/a.png')).toBe('/uploads/avatars/a.png')
    expect(assertAvatar('https://img.example.com/a.png')).toBe('https://img.example.com/a.png')
    expect(assertAvatar('')).toBe('')
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/etc/passwd',
      '/uploads/../secret',
      'ftp://x/a.png',
      'a.png',
    ]) {
      expect(() => assertAvatar(bad)).toThrow(ERRORS.INVALID_AVATAR.message)
    }
  })
})

describe('birthday rule', () => {
  const today = '2026-11-23'
  it('takes a real past date as YYYY-MM-DD', () => {
    expect(assertBirthday('1990-02-28', today)).toBe('1990-02-28')
    expect(assertBirthday('2000-02-29', today)).toBe('2000-02-29')
    expect(assertBirthday('2026-11-23', today)).toBe('2026-11-23')
  })
  it('refuses impossible, malformed and ancient dates', () => {
    for (const bad of ['1990-02-30', '2001-02-29', '1990-13-01', '1990-1-1', '19900101', '1800-01-01', 'yesterday']) {
      expect(() => assertBirthday(bad, today)).toThrow(ERRORS.INVALID_BIRTHDAY.message)
    }
  })
  it('refuses a date after today', () => {
    expect(() => assertBirthday('2026-11-24', today)).toThrow(ERRORS.BIRTHDAY_IN_FUTURE.message)
  })
  it("counts today in China's time zone", () => {
    // 2026-11-23 17:00 UTC is already the 24th in Beijing.
    expect(chinaToday(Date.UTC(2026, 10, 23, 17))).toBe('2026-11-24')
    expect(chinaToday(Date.UTC(2026, 10, 23, 15))).toBe('2026-11-23')
  })
})

describe('mobile mask', () => {
  it('shows the first 3 and last 4 digits', () => {
    expect(maskMobile('13812345678')).toBe('138****5678')
  })
})
