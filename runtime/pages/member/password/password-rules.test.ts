import { describe, expect, it } from 'vitest'
import { checkPasswords, passwordMessages, type PasswordDraft } from './password-rules.ts'

const draft = (patch: Partial<PasswordDraft>): PasswordDraft => ({
  current: 'demo1234',
  next: 'abcd5678',
  confirm: 'abcd5678',
  ...patch,
})

describe('the change-password rules (spec 5)', () => {
  it('passes a good change', () => {
    expect(checkPasswords(draft({}))).toEqual({})
  })

  it('names every missing field', () => {
    expect(checkPasswords({ current: '', next: '', confirm: '' })).toEqual({
      current: passwordMessages.currentRequired,
      next: '请输入密码',
      confirm: passwordMessages.confirmRequired,
    })
  })

  it('words the new password’s rules as the spec does', () => {
    expect(checkPasswords(draft({ next: 'abc123', confirm: 'abc123' })).next).toBe('8-20位密码，必须为数字和字母混合')
    expect(checkPasswords(draft({ next: 'abcdefgh', confirm: 'abcdefgh' })).next).toBe(
      '8-20位密码，必须为数字和字母混合',
    )
    expect(checkPasswords(draft({ next: 'a1'.repeat(11), confirm: 'a1'.repeat(11) })).next).toBe(
      '8-20位密码，必须为数字和字母混合',
    )
    expect(checkPasswords(draft({ next: 'abcd_5678', confirm: 'abcd_5678' })).next).toBe('密码不能包括特殊字符')
    expect(checkPasswords(draft({ confirm: 'abcd567' })).confirm).toBe('输入的密码不一致')
  })

  it('refuses a new password equal to the current one', () => {
    expect(checkPasswords(draft({ next: 'demo1234', confirm: 'demo1234' })).next).toBe(passwordMessages.sameAsCurrent)
  })
})
