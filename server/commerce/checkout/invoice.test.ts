import { describe, expect, it } from 'vitest'
import { isTaxNumber, parseInvoice } from './invoice.ts'

describe('isTaxNumber', () => {
  it('accepts uppercase letters and digits of length 15, 17, 18 or 20', () => {
    for (const length of [15, 17, 18, 20]) expect(isTaxNumber(`${'9'.repeat(length - 2)}AB`)).toBe(true)
    expect(isTaxNumber('91310000MA1FL8XQ3K')).toBe(true)
  })

  it('refuses other lengths, lowercase and other characters', () => {
    for (const length of [14, 16, 19, 21]) expect(isTaxNumber('1'.repeat(length))).toBe(false)
    expect(isTaxNumber('91310000ma1fl8xq3k')).toBe(false)
    expect(isTaxNumber('91310000-A1FL8XQ3K')).toBe(false)
    expect(isTaxNumber('')).toBe(false)
  })
})

describe('parseInvoice', () => {
  it('reads no invoice from nothing', () => {
    expect(parseInvoice(null)).toBeNull()
    expect(parseInvoice({})).toBeNull()
    expect(parseInvoice({ type: ' ', title: '', tax_number: '' })).toBeNull()
  })

  it('titles a personal invoice 个人 unless named', () => {
    expect(parseInvoice({ type: 'personal' })).toEqual({ type: 'personal', title: '个人', tax_number: '' })
    expect(parseInvoice({ type: 'personal', title: ' 张三 ' })).toEqual({
      type: 'personal',
      title: '张三',
      tax_number: '',
    })
  })

  it('keeps a company invoice with title and taxpayer number', () => {
    expect(parseInvoice({ type: 'company', title: '上海某某科技有限公司', tax_number: '91310000MA1FL8XQ3K' })).toEqual({
      type: 'company',
      title: '上海某某科技有限公司',
      tax_number: '91310000MA1FL8XQ3K',
    })
  })

  it('refuses an unknown type', () => {
    expect(() => parseInvoice({ type: 'vat' })).toThrow('发票类型无效')
  })

  it('refuses a company invoice without title or taxpayer number', () => {
    expect(() => parseInvoice({ type: 'company', tax_number: '91310000MA1FL8XQ3K' })).toThrow('请填写发票抬头')
    expect(() => parseInvoice({ type: 'company', title: '某公司' })).toThrow('请填写纳税人识别号')
  })

  it('refuses a malformed taxpayer number', () => {
    expect(() => parseInvoice({ type: 'company', title: '某公司', tax_number: '91310000ma1fl8xq3k' })).toThrow(
      '纳税人识别号格式不正确',
    )
    expect(() => parseInvoice({ type: 'company', title: '某公司', tax_number: '1234567890123456' })).toThrow(
      '纳税人识别号格式不正确',
    )
  })
})
