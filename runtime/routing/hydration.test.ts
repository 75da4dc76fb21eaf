import { describe, expect, it } from 'vitest'
import { scriptSafeJson } from './hydration.ts'

describe('scriptSafeJson', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- a & b -->', lines: '\u2028\u2029' }
    const json = scriptSafeJson(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(value)
  })
})
