import type { PlainErrorCode } from '../../../schemas/api/errors.ts'
import { fail } from '../../lib/errors.ts'
import { bankName } from './banks.ts'
import { isValidCreditCode, isValidResidentId } from './identity-codes.ts'
import { isSettledType, merchantTypeName, type SettledType } from './merchant-types.ts'
import { MOBILE_PATTERN } from '../../../schemas/form-rules.ts'

/** What the settlement form may send; every step reads only its own fields. */
export interface SettlementInput {
  settled_type?: string
  merchant_type_id?: number
  merchant_name?: string
  contact_name?: string
  contact_mobile?: string
  is_agree_agreement?: number
  social_credit_code_id?: string
  legal_name?: string
  legal_cert_id?: string
  province?: string
  city?: string
  area?: string
  address?: string
  license_url?: string
  id_card_front_url?: string
  id_card_back_url?: string
  bank_code?: string
  bank_acct_name?: string
  card_id_mask?: string
  bank_province?: string
  bank_city?: string
}

export interface Step1 {
  settled_type: SettledType
  merchant_type_id: number
  merchant_name: string
  contact_name: string
  contact_mobile: string
  is_agree_agreement: 1
}

export interface Step2 {
  social_credit_code_id: string
  legal_name: string
  legal_cert_id: string
  province: string
  city: string
  area: string
  address: string
  license_url: string
  /** ID card photos of the legal person (or of the individual applicant): 人像面 and 国徽面. */
  id_card_front_url: string
  id_card_back_url: string
}

export interface Step3 {
  bank_code: string
  bank_acct_name: string
  card_id_mask: string
  bank_province: string
  bank_city: string
}

export const LAST_STEP = 3

/** Spec 5: 11 digits starting with 1 followed by 3–9. */
/** Uploaded images are site paths (/uploads/...) or http(s) addresses; nothing else is rendered later. */
const IMAGE_URL = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/

const text = (value: string | undefined) => (value ?? '').trim()

function required(value: string | undefined, code: PlainErrorCode): string {
  const v = text(value)
  if (!v) throw fail(code)
  return v
}

function lengthBetween(value: string, min: number, max: number, code: PlainErrorCode): string {
  const n = [...value].length
  if (n < min || n > max) throw fail(code)
  return value
}

export function checkStep1(input: SettlementInput, allowedTypes: readonly string[]): Step1 {
  const settledType = text(input.settled_type)
  if (!isSettledType(settledType) || !allowedTypes.includes(settledType)) throw fail('SETTLED_TYPE_REQUIRED')
  if (input.merchant_type_id === undefined || !merchantTypeName(input.merchant_type_id)) {
    throw fail('MERCHANT_TYPE_REQUIRED')
  }
  const merchantName = lengthBetween(
    required(input.merchant_name, 'MERCHANT_NAME_REQUIRED'),
    2,
    50,
    'MERCHANT_NAME_LENGTH',
  )
  const contactName = lengthBetween(required(input.contact_name, 'CONTACT_NAME_REQUIRED'), 2, 20, 'CONTACT_NAME_LENGTH')
  const mobile = required(input.contact_mobile, 'CONTACT_MOBILE_REQUIRED')
  if (!MOBILE_PATTERN.test(mobile)) throw fail('CONTACT_MOBILE_INVALID')
  if (input.is_agree_agreement !== 1) throw fail('SETTLEMENT_AGREEMENT_REQUIRED')
  return {
    settled_type: settledType,
    merchant_type_id: input.merchant_type_id,
    merchant_name: merchantName,
    contact_name: contactName,
    contact_mobile: mobile,
    is_agree_agreement: 1,
  }
}

/** A personal applicant has no business licence, so credit code and licence are only required of the others. */
export function checkStep2(input: SettlementInput, settledType: SettledType): Step2 {
  const licensed = settledType !== 'personal'
  let creditCode = text(input.social_credit_code_id).toUpperCase()
  if (licensed || creditCode) {
    if (!creditCode) throw fail('CREDIT_CODE_REQUIRED')
    if (!/^[0-9A-Z]{18}$/.test(creditCode)) throw fail('CREDIT_CODE_FORMAT')
    if (!isValidCreditCode(creditCode)) throw fail('CREDIT_CODE_CHECKSUM')
  } else {
    creditCode = ''
  }
  const legalName = lengthBetween(
    required(input.legal_name, licensed ? 'LEGAL_NAME_REQUIRED' : 'REAL_NAME_REQUIRED'),
    2,
    20,
    'LEGAL_NAME_LENGTH',
  )
  const certId = required(input.legal_cert_id, 'ID_CARD_REQUIRED').toUpperCase()
  if (!/^\d{17}[\dX]$/.test(certId)) throw fail('ID_CARD_FORMAT')
  if (!isValidResidentId(certId)) throw fail('ID_CARD_CHECKSUM')
  const province = required(input.province, 'SETTLEMENT_REGION_REQUIRED')
  const city = required(input.city, 'SETTLEMENT_REGION_REQUIRED')
  const address = lengthBetween(
    required(input.address, 'SETTLEMENT_ADDRESS_REQUIRED'),
    2,
    100,
    'SETTLEMENT_ADDRESS_LENGTH',
  )
  const licenseUrl = text(input.license_url)
  if (licensed && !licenseUrl) throw fail('LICENSE_REQUIRED')
  if (licenseUrl && !IMAGE_URL.test(licenseUrl)) throw fail('LICENSE_URL_INVALID')
  const front = required(input.id_card_front_url, 'ID_CARD_PHOTO_FRONT_REQUIRED')
  const back = required(input.id_card_back_url, 'ID_CARD_PHOTO_BACK_REQUIRED')
  if (!IMAGE_URL.test(front) || !IMAGE_URL.test(back)) throw fail('ID_CARD_PHOTO_INVALID')
  return {
    social_credit_code_id: creditCode,
    legal_name: legalName,
    legal_cert_id: certId,
    province,
    city,
    area: text(input.area),
    address,
    license_url: licenseUrl,
    id_card_front_url: front,
    id_card_back_url: back,
  }
}

export function checkStep3(input: SettlementInput): Step3 {
  const code = text(input.bank_code)
  if (!code || !bankName(code)) throw fail('BANK_REQUIRED')
  const accountName = lengthBetween(
    required(input.bank_acct_name, 'BANK_ACCOUNT_NAME_REQUIRED'),
    2,
    50,
    'BANK_ACCOUNT_NAME_LENGTH',
  )
  const account = required(input.card_id_mask, 'BANK_ACCOUNT_REQUIRED').replace(/\s+/g, '')
  if (!/^\d{8,30}$/.test(account)) throw fail('BANK_ACCOUNT_INVALID')
  const bankProvince = required(input.bank_province, 'BANK_REGION_REQUIRED')
  const bankCity = required(input.bank_city, 'BANK_REGION_REQUIRED')
  return {
    bank_code: code,
    bank_acct_name: accountName,
    card_id_mask: account,
    bank_province: bankProvince,
    bank_city: bankCity,
  }
}
