import { describe, expect, it } from 'vitest'
import { issueToken, newSessionId, verifyToken, verifyTokenCached } from './token.ts'

const claims = { sub: 7, kind: 'member' as const, sid: newSessionId(), exp: 2_000_000_000 }

describe('signed tokens', () => {
  it('verifies a token it issued', () => {
    expect(verifyToken('s3cret', issueToken('s3cret', claims), 1_900_000_000)).toEqual(claims)
  })
  it('rejects another secret, a tampered payload and an expired token', () => {
    const token = issueToken('s3cret', claims)
    expect(verifyToken('other', token, 1_900_000_000)).toBeNull()
    const [, mac] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 8 })).toString('base64url')
    expect(verifyToken('s3cret', `${forged}.${mac}`, 1_900_000_000)).toBeNull()
    expect(verifyToken('s3cret', token, 2_000_000_001)).toBeNull()
  })
  it('rejects garbage without throwing', () => {
    for (const junk of ['', '.', 'a.b.c', 'abc', 'x'.repeat(5000), '%%%.###'])
      expect(verifyToken('s3cret', junk)).toBeNull()
  })
  it('answers the same from memory: a remembered token still expires, and is good under its own secret only', () => {
    const token = issueToken('s3cret', claims)
    expect(verifyTokenCached('s3cret', token, 1_900_000_000)).toEqual(claims)
    expect(verifyTokenCached('s3cret', token, 1_900_000_000)).toEqual(claims)
    expect(verifyTokenCached('s3cret', token, 2_000_000_001)).toBeNull()
    expect(verifyTokenCached('other', token, 1_900_000_000)).toBeNull()
    const [body] = token.split('.')
    expect(verifyTokenCached('s3cret', `${body}.forged`, 1_900_000_000)).toBeNull()
  })
})
