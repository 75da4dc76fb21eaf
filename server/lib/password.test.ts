import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password.ts'

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('demo1234')
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await verifyPassword('demo1234', hash)).toBe(true)
    expect(await verifyPassword('demo12345', hash)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('demo1234')).not.toBe(await hashPassword('demo1234'))
  })

  it('answers false for malformed stored hashes', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1$2$3',
      'scrypt$16384$8$1$c2FsdA$c2hvcnQ',
      'bcrypt$16384$8$1$a$b',
      'scrypt$99999999$8$1$a$b',
    ]) {
      expect(await verifyPassword('demo1234', stored)).toBe(false)
    }
  })
})
