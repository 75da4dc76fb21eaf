import { describe, expect, it } from 'vitest'
import {
  checkEmail,
  checkPassword,
  checkPasswordConfirm,
  checkTaxNumber,
  isMissing,
  isMobile,
  isTaxNumber,
  maskMobile,
} from './validators.ts'

describe('isMobile', () => {
  it.each([
    ['13800000000', true],
    ['19912345678', true],
    ['12800000000', false],
    ['1380000000', false],
    ['138000000001', false],
    ['23800000000', false],
    ['1380000000a', false],
  ])('%s -> %s', (value, expected) => {
    expect(isMobile(value)).toBe(expected)
  })
})

describe('checkPassword', () => {
  it.each([
    ['', '请输入密码'],
    ['abc123', '8-20位密码，必须为数字和字母混合'],
    ['abcdefgh', '8-20位密码，必须为数字和字母混合'],
    ['12345678', '8-20位密码，必须为数字和字母混合'],
    ['a1'.repeat(11), '8-20位密码，必须为数字和字母混合'],
    ['abcd1234!', '密码不能包括特殊字符'],
    ['abcd 1234', '密码不能包括特殊字符'],
    ['abcd1234', null],
    ['A1'.repeat(10), null],
  ])('%j -> %s', (value, expected) => {
    expect(checkPassword(value)).toBe(expected)
  })
})

describe('checkPasswordConfirm', () => {
  it('accepts the same password and refuses another', () => {
    expect(checkPasswordConfirm('abcd1234', 'abcd1234')).toBeNull()
    expect(checkPasswordConfirm('abcd1234', 'abcd12345')).toBe('输入的密码不一致')
  })
})

describe('checkEmail', () => {
  it.each([
    ['shop@example.com', null],
    ['a.b@mail.example.cn', null],
    ['shop@example', '邮箱格式不正确'],
    ['shop example@x.com', '邮箱格式不正确'],
    ['', '邮箱格式不正确'],
  ])('%j -> %s', (value, expected) => {
    expect(checkEmail(value)).toBe(expected)
  })
})

describe('isTaxNumber', () => {
  it.each([
    ['A'.repeat(15), true],
    ['1'.repeat(17), true],
    ['91350100M000100Y43', true],
    ['9'.repeat(20), true],
    ['9'.repeat(16), false],
    ['9'.repeat(19), false],
    ['91350100m000100y43', false],
    ['91350100-000100Y43', false],
  ])('%s -> %s', (value, expected) => {
    expect(isTaxNumber(value)).toBe(expected)
  })

  it('explains a wrong one', () => {
    expect(checkTaxNumber('123')).toBe('请输入正确的纳税人识别号')
  })
})

describe('isMissing', () => {
  it.each([
    ['', true],
    [[], true],
    [null, true],
    [undefined, true],
    [' ', false],
    [0, false],
    [false, false],
    [['a'], false],
  ])('%j -> %s', (value, expected) => {
    expect(isMissing(value)).toBe(expected)
  })
})

describe('maskMobile', () => {
  it('keeps the first 3 and the last 4 digits', () => {
    expect(maskMobile('13800000000')).toBe('138****0000')
    expect(maskMobile('13912345678')).toBe('139****5678')
  })

  it('leaves values too short to mask', () => {
    expect(maskMobile('1234567')).toBe('1234567')
  })
})
