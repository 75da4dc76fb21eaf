import { describe, expect, it } from 'vitest'
import { linkExpiry, plainPhotoUrl, signPhotoUrl, verifyPhotoLink } from './photo-links.ts'

const secret = 'test-secret'
const at = 1_800_000_123
const photo = `/uploads/member/12/2026/11/${'ab'.repeat(12)}.png`

const parts = (signed: string) => {
  const query = new URLSearchParams(signed.split('?')[1])
  return { e: query.get('e') ?? '', s: query.get('s') ?? '' }
}

describe('photo links', () => {
  it('signs private photos until the end of the next hour, and leaves other addresses alone', () => {
    const signed = signPhotoUrl(secret, photo, at)
    const { e, s } = parts(signed)
    expect(Number(e)).toBe(linkExpiry(at))
    expect(Number(e) - at).toBeGreaterThan(3600)
    expect(Number(e) - at).toBeLessThanOrEqual(7200)
    expect(verifyPhotoLink(secret, photo, e, s, at)).toBe(true)
    // The same link all hour long, so browsers keep the photo cached.
    expect(signPhotoUrl(secret, photo, at + 60)).toBe(signed)
    for (const other of [
      '/uploads/designer/2026/11/abc.png',
      '/uploads/goods/1.jpg',
      'https://img.example.com/a.png',
      `${photo}/../x`,
    ])
      expect(signPhotoUrl(secret, other, at)).toBe(other)
  })

  it('refuses an expired, altered, foreign or misplaced signature', () => {
    const { e, s } = parts(signPhotoUrl(secret, photo, at))
    expect(verifyPhotoLink(secret, photo, e, s, Number(e))).toBe(false)
    expect(verifyPhotoLink(secret, photo, String(Number(e) + 3600), s, at)).toBe(false)
    expect(verifyPhotoLink('other-secret', photo, e, s, at)).toBe(false)
    expect(verifyPhotoLink(secret, photo.replace('12', '13'), e, s, at)).toBe(false)
    expect(verifyPhotoLink(secret, photo, e, `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`, at)).toBe(false)
    expect(verifyPhotoLink(secret, photo, '', '', at)).toBe(false)
    expect(verifyPhotoLink(secret, photo, '1e10', s, at)).toBe(false)
  })

  it('turns a signed link back into its plain address, and nothing else', () => {
    expect(plainPhotoUrl(signPhotoUrl(secret, photo, at))).toBe(photo)
    expect(plainPhotoUrl(photo)).toBe(photo)
    expect(plainPhotoUrl('/uploads/legacy/a.jpg?e=1&s=x')).toBe('/uploads/legacy/a.jpg?e=1&s=x')
    expect(plainPhotoUrl('https://img.example.com/a.png?x=1')).toBe('https://img.example.com/a.png?x=1')
  })
})
