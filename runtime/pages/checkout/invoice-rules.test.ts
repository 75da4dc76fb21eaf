import { describe, expect, it } from 'vitest'
import { checkInvoice, invoiceMessages, toInvoiceInput, typedTaxNumber, type InvoiceDraft } from './invoice-rules.ts'

const company = (taxNumber: string, title = '北京某某科技有限公司'): InvoiceDraft => ({
  kind: 'company',
  title,
  taxNumber,
})

describe('the invoice rules', () => {
  it('accepts tax numbers of uppercase letters or digits, 15, 17, 18 or 20 long (spec 5)', () => {
    for (const n of ['110105123456789', '11010512345678901', '91110105MA01ABCD2X', '11010512345678901234']) {
      expect(checkInvoice(company(n))).toEqual({})
    }
  })

  it('refuses other lengths, lower case and other characters', () => {
    for (const n of [
      '1101051234567',
      '1101051234567890',
      '1101051234567890123',
      '123456789012345678901',
      '91110105ma01abcd2x',
      '91110105MA01-BCD2X',
    ]) {
      expect(checkInvoice(company(n)).taxNumber).toBe('请输入正确的纳税人识别号')
    }
  })

  it('needs a title and a tax number for a company, nothing for a person or no invoice', () => {
    expect(checkInvoice(company('', ' '))).toEqual({
      title: invoiceMessages.titleRequired,
      taxNumber: invoiceMessages.taxNumberRequired,
    })
    expect(checkInvoice(company('91110105MA01ABCD2X', '字'.repeat(51))).title).toBe('发票抬头不能超过50个字')
    expect(checkInvoice({ kind: 'personal', title: '', taxNumber: '' })).toEqual({})
    expect(checkInvoice({ kind: 'none', title: '', taxNumber: 'x' })).toEqual({})
  })

  it('sends a valid invoice, none for 不开发票, and holds back a broken one', () => {
    expect(toInvoiceInput(company('91110105MA01ABCD2X', ' 北京某某科技有限公司 '))).toEqual({
      type: 'company',
      title: '北京某某科技有限公司',
      tax_number: '91110105MA01ABCD2X',
    })
    expect(toInvoiceInput({ kind: 'personal', title: '', taxNumber: '' })).toEqual({
      type: 'personal',
      title: '个人',
      tax_number: '',
    })
    expect(toInvoiceInput({ kind: 'none', title: '', taxNumber: '' })).toBeNull()
    expect(toInvoiceInput(company('123'))).toBeUndefined()
  })

  it('keeps what is typed in the box without spaces and in upper case', () => {
    expect(typedTaxNumber(' 9111 0105ma01abcd2x ')).toBe('91110105MA01ABCD2X')
  })
})
