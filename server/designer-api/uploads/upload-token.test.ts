import { describe, expect, it } from 'vitest'
import { issueToken } from '../../lib/token.ts'
import { KEY_PATTERN, issueUploadToken, newUploadKey, verifyUploadToken } from './upload-token.ts'

const secret = 'test-secret'
const now = 1_800_000_000

describe('upload tokens', () => {
  it('makes keys under designer/<year>/<month>/', () => {
    const key = newUploadKey(new Date(Date.UTC(2026, 10, 23)))
    expect(key).toMatch(/^designer\/2026\/11\/[0-9a-f]{24}$/)
    expect(KEY_PATTERN.test(key)).toBe(true)
    expect(newUploadKey()).not.toBe(newUploadKey())
  })

  it('round-trips a grant until it expires', () => {
    const grant = { key: newUploadKey(), companyId: 1, exp: now + 600 }
    const token = issueUploadToken(secret, grant)
    expect(verifyUploadToken(secret, token, now)).toEqual(grant)
    expect(verifyUploadToken(secret, token, now + 600)).toBeNull()
  })

  it('refuses a token signed with another secret, altered, or of another kind', () => {
    const token = issueUploadToken(secret, { key: newUploadKey(), companyId: 1, exp: now + 600 })
    expect(verifyUploadToken('other-secret', token, now)).toBeNull()
    const [body, mac] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ k: newUploadKey(), c: 1, e: now + 600 })).toString('base64url')
    expect(verifyUploadToken(secret, `${forged}.${mac}`, now)).toBeNull()
    expect(verifyUploadToken(secret, `${body}.${mac}x`, now)).toBeNull()
    expect(verifyUploadToken(secret, 'garbage', now)).toBeNull()
    const session = issueToken(secret, { sub: 1, kind: 'operator', sid: 'abc', exp: now + 600 })
    expect(verifyUploadToken(secret, session, now)).toBeNull()
  })
})
