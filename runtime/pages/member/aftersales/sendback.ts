import { RETURN_CARRIERS, type ReturnCarrierCode } from '../../../api/aftersales.ts'

/** Waybill numbers as the carriers print them: letters, digits and dashes, 6–32 of them (the server's rule). */
export const WAYBILL_PATTERN = /^[A-Za-z0-9-]{6,32}$/

export const SENDBACK_MESSAGES = {
  corpRequired: '请选择物流公司',
  codeRequired: '请填写物流单号',
  codeInvalid: '物流单号格式不正确',
} as const

export const isReturnCarrier = (code: string): code is ReturnCarrierCode =>
  RETURN_CARRIERS.some((carrier) => carrier.code === code)

export function checkCarrier(code: string): string | null {
  return isReturnCarrier(code) ? null : SENDBACK_MESSAGES.corpRequired
}

/** The waybill number as typed, spaces around it ignored. */
export function checkWaybill(value: string): string | null {
  const code = value.trim()
  if (!code) return SENDBACK_MESSAGES.codeRequired
  return WAYBILL_PATTERN.test(code) ? null : SENDBACK_MESSAGES.codeInvalid
}

export interface SendbackDraft {
  /** The carrier's code from RETURN_CARRIERS, or '' before one is chosen. */
  corp: string
  code: string
}
export type SendbackField = keyof SendbackDraft

/** The form's rules per field, checked on blur and before sending (in this order). */
export const SENDBACK_RULES: Record<SendbackField, (draft: SendbackDraft) => string | null> = {
  corp: (draft) => checkCarrier(draft.corp),
  code: (draft) => checkWaybill(draft.code),
}
