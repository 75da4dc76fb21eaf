import { describe, expect, it } from 'vitest'
import { generatePassword } from './password-generator.ts'

describe('generatePassword', () => {
  it('always mixes letters and digits within the 8-20 login rule', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword()
      expect(password).toMatch(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{8,20}$/)
    }
  })
  it('does not repeat itself', () => {
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50)
  })
})
