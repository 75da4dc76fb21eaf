import { describe, expect, it } from 'vitest'
import { issuePass, passwordStamp, PASS_TTL, readPass } from './passes.ts'
import { maskEmail } from './mask.ts'

const SECRET = 'test-secret'
const member = { id: 42, password_hash: 'scrypt$salt$hash' }
const at = 1_800_000_000

describe('account passes', () => {
  it('name the member and a stamp of the password until they expire', () => {
    const ticket = issuePass(SECRET, 'account_ticket', member, at)
    expect(readPass(SECRET, 'account_ticket', ticket, at)).toEqual({
      memberId: 42,
      stamp: passwordStamp(SECRET, member.password_hash),
    })
    expect(readPass(SECRET, 'account_ticket', ticket, at + PASS_TTL.account_ticket - 1)).not.toBeNull()
    expect(readPass(SECRET, 'account_ticket', ticket, at + PASS_TTL.account_ticket)).toBeNull()
  })

  it('carry no password hash', () => {
    const key = issuePass(SECRET, 'verify_key', member, at)
    expect(Buffer.from(key.split('.')[0], 'base64url').toString('utf8')).not.toContain(member.password_hash)
  })

  it('are refused as the other kind, under another secret, or when altered', () => {
    const key = issuePass(SECRET, 'verify_key', member, at)
    expect(readPass(SECRET, 'account_ticket', key, at)).toBeNull()
    expect(readPass('other-secret', 'verify_key', key, at)).toBeNull()
    const [body, mac] = key.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url')
    expect(readPass(SECRET, 'verify_key', `${longer}.${mac}`, at)).toBeNull()
    expect(readPass(SECRET, 'verify_key', `${body}.${mac.slice(1)}`, at)).toBeNull()
    for (const bad of ['', '.', 'abc', `${body}.${mac}.x`, `${body}`, 'x'.repeat(600)])
      expect(readPass(SECRET, 'verify_key', bad, at)).toBeNull()
  })

  it('change stamp when the password hash changes', () => {
    expect(passwordStamp(SECRET, 'a')).not.toBe(passwordStamp(SECRET, 'b'))
    expect(passwordStamp(SECRET, 'a')).toHaveLength(22)
  })
})

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('dora@example.com')).toBe('d***@example.com')
    expect(maskEmail('d@example.com')).toBe('d***@example.com')
    expect(maskEmail('张三@例子.中国')).toBe('张***@例子.中国')
    expect(maskEmail('broken')).toBe('***')
  })
})
