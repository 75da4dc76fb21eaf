import type { InvoiceInput, InvoiceType } from '../../api/checkout.ts'
import { checkTaxNumber, isMissing, fieldErrors } from '../../lib/validators.ts'

/** 不开发票, or a personal or company invoice. */
export type InvoiceKind = 'none' | InvoiceType

export interface InvoiceDraft {
  kind: InvoiceKind
  title: string
  taxNumber: string
}

export type InvoiceField = 'title' | 'taxNumber'
export type InvoiceErrors = Partial<Record<InvoiceField, string>>

/** The server's limit on a company title. */
export const INVOICE_TITLE_MAX = 50
/** A personal invoice is titled 个人, as the server records it. */
export const PERSONAL_TITLE = '个人'

export const invoiceMessages = {
  titleRequired: '请填写发票抬头',
  titleTooLong: `发票抬头不能超过${INVOICE_TITLE_MAX}个字`,
  taxNumberRequired: '请填写纳税人识别号',
} as const

export const NO_INVOICE: InvoiceDraft = { kind: 'none', title: '', taxNumber: '' }

/**
 * What the 税号 box keeps of a keystroke or paste: no spaces, letters in upper case, as the number
 * is printed on a business licence. The rule itself (spec 5) is strict about case.
 */
export function typedTaxNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase()
}

export function checkInvoiceField(field: InvoiceField, draft: InvoiceDraft): string | null {
  if (draft.kind !== 'company') return null
  if (field === 'title') {
    const title = draft.title.trim()
    if (isMissing(title)) return invoiceMessages.titleRequired
    return [...title].length > INVOICE_TITLE_MAX ? invoiceMessages.titleTooLong : null
  }
  const taxNumber = draft.taxNumber.trim()
  if (isMissing(taxNumber)) return invoiceMessages.taxNumberRequired
  return checkTaxNumber(taxNumber)
}

export function checkInvoice(draft: InvoiceDraft): InvoiceErrors {
  return fieldErrors(['title', 'taxNumber'], (field) => checkInvoiceField(field, draft))
}

/** The invoice to send, or null for none; a draft that breaks a rule is not sent (undefined). */
export function toInvoiceInput(draft: InvoiceDraft): InvoiceInput | null | undefined {
  if (draft.kind === 'none') return null
  if (draft.kind === 'personal') return { type: 'personal', title: PERSONAL_TITLE, tax_number: '' }
  if (Object.keys(checkInvoice(draft)).length > 0) return undefined
  return { type: 'company', title: draft.title.trim(), tax_number: draft.taxNumber.trim() }
}
