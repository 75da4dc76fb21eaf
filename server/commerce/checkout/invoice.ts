import { fail } from '../../lib/errors.ts'

/** Spec 5: a taxpayer number is uppercase letters or digits, exactly 15, 17, 18 or 20 long. */
const TAX_NUMBER = /^(?:[0-9A-Z]{15}|[0-9A-Z]{17,18}|[0-9A-Z]{20})$/

export interface Invoice {
  type: 'personal' | 'company'
  title: string
  tax_number: string
}

export interface InvoiceInput {
  type?: string
  title?: string
  tax_number?: string
}

export function isTaxNumber(value: string): boolean {
  return TAX_NUMBER.test(value)
}

/**
 * The invoice the shopper asked for, or null for none. A personal invoice is titled 个人 unless
 * named; a company invoice needs its title and a valid taxpayer number.
 */
export function parseInvoice(input: InvoiceInput | null): Invoice | null {
  if (input === null) return null
  const type = input.type?.trim() ?? ''
  const title = input.title?.trim() ?? ''
  const taxNumber = input.tax_number?.trim() ?? ''
  if (type === '' && title === '' && taxNumber === '') return null
  if (type === 'personal') return { type, title: title || '个人', tax_number: '' }
  if (type !== 'company') throw fail('INVOICE_TYPE_INVALID')
  if (title === '') throw fail('INVOICE_TITLE_REQUIRED')
  if ([...title].length > 50) throw fail('INVOICE_TITLE_TOO_LONG')
  if (taxNumber === '') throw fail('TAX_NUMBER_REQUIRED')
  if (!isTaxNumber(taxNumber)) throw fail('TAX_NUMBER_INVALID')
  return { type, title, tax_number: taxNumber }
}
