import { describe, expect, it } from 'vitest'
import {
  captchaError,
  confirmPasswordError,
  loginPasswordError,
  mobileError,
  newPasswordError,
  smsCodeError,
} from './form-rules.ts'

describe('sign-in form rules', () => {
  it('asks for a mobile, then for 11 digits starting 13-19', () => {
    expect(mobileError('')).toBe('请输入手机号')
    expect(mobileError('12345678901')).toBe('请输入正确的手机号码')
    expect(mobileError('1380000000')).toBe('请输入正确的手机号码')
    expect(mobileError('1380000000a')).toBe('请输入正确的手机号码')
    expect(mobileError('13800000000')).toBeNull()
    expect(mobileError('19912345678')).toBeNull()
  })

  it('signing in only needs some password (spec 5 请输入密码)', () => {
    expect(loginPasswordError('')).toBe('请输入密码')
    expect(loginPasswordError('short')).toBeNull()
  })

  it('a new password follows spec 5 word for word', () => {
    expect(newPasswordError('')).toBe('请输入密码')
    expect(newPasswordError('abc123')).toBe('8-20位密码，必须为数字和字母混合')
    expect(newPasswordError('abcdefgh')).toBe('8-20位密码，必须为数字和字母混合')
    expect(newPasswordError('12345678')).toBe('8-20位密码，必须为数字和字母混合')
    expect(newPasswordError('a1'.repeat(11))).toBe('8-20位密码，必须为数字和字母混合')
    expect(newPasswordError('abc12345!')).toBe('密码不能包括特殊字符')
    expect(newPasswordError('abc12345')).toBeNull()
  })

  it('the confirmation must be typed and match (输入的密码不一致)', () => {
    expect(confirmPasswordError('abc12345', '')).toBe('请再次输入密码')
    expect(confirmPasswordError('abc12345', 'abc12346')).toBe('输入的密码不一致')
    expect(confirmPasswordError('abc12345', 'abc12345')).toBeNull()
  })

  it('codes: a captcha answer is required, an SMS code is 6 digits', () => {
    expect(captchaError('')).toBe('请输入图片验证码')
    expect(captchaError('K7WM')).toBeNull()
    expect(smsCodeError('')).toBe('请输入短信验证码')
    expect(smsCodeError('12345')).toBe('请输入6位数字短信验证码')
    expect(smsCodeError('12a456')).toBe('请输入6位数字短信验证码')
    expect(smsCodeError('123456')).toBeNull()
  })
})
