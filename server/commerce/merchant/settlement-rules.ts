import { badRequest } from '../../lib/errors.ts'
import { bankName } from './banks.ts'
import { isValidCreditCode, isValidResidentId } from './identity-codes.ts'
import { isSettledType, merchantTypeName, type SettledType } from './merchant-types.ts'

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
const MOBILE = /^1[3-9]\d{9}$/
/** Uploaded images are site paths (/uploads/...) or http(s) addresses; nothing else is rendered later. */
const IMAGE_URL = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/

const text = (value: string | undefined) => (value ?? '').trim()

function required(value: string | undefined, message: string): string {
  const v = text(value)
  if (!v) throw badRequest(message, 'SETTLEMENT_INVALID')
  return v
}

function lengthBetween(value: string, min: number, max: number, message: string): string {
  const n = [...value].length
  if (n < min || n > max) throw badRequest(message, 'SETTLEMENT_INVALID')
  return value
}

export function checkStep1(input: SettlementInput, allowedTypes: readonly string[]): Step1 {
  const settledType = text(input.settled_type)
  if (!isSettledType(settledType) || !allowedTypes.includes(settledType)) throw badRequest('请选择入驻类型', 'SETTLEMENT_INVALID')
  if (input.merchant_type_id === undefined || !merchantTypeName(input.merchant_type_id)) {
    throw badRequest('请选择经营类目', 'SETTLEMENT_INVALID')
  }
  const merchantName = lengthBetween(required(input.merchant_name, '请填写商户名称'), 2, 50, '商户名称为2-50个字')
  const contactName = lengthBetween(required(input.contact_name, '请填写联系人姓名'), 2, 20, '联系人姓名为2-20个字')
  const mobile = required(input.contact_mobile, '请填写联系人手机号')
  if (!MOBILE.test(mobile)) throw badRequest('联系人手机号格式不正确', 'SETTLEMENT_INVALID')
  if (input.is_agree_agreement !== 1) throw badRequest('请阅读并同意入驻协议', 'SETTLEMENT_INVALID')
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
    if (!creditCode) throw badRequest('请填写统一社会信用代码', 'SETTLEMENT_INVALID')
    if (!/^[0-9A-Z]{18}$/.test(creditCode)) throw badRequest('统一社会信用代码须为18位大写字母或数字', 'SETTLEMENT_INVALID')
    if (!isValidCreditCode(creditCode)) throw badRequest('统一社会信用代码校验不通过，请核对', 'SETTLEMENT_INVALID')
  } else {
    creditCode = ''
  }
  const legalName = lengthBetween(required(input.legal_name, licensed ? '请填写法人姓名' : '请填写真实姓名'), 2, 20, '姓名为2-20个字')
  const certId = required(input.legal_cert_id, '请填写身份证号码').toUpperCase()
  if (!/^\d{17}[\dX]$/.test(certId)) throw badRequest('身份证号码须为18位，最后一位可为X', 'SETTLEMENT_INVALID')
  if (!isValidResidentId(certId)) throw badRequest('身份证号码校验不通过，请核对', 'SETTLEMENT_INVALID')
  const province = required(input.province, '请选择所在地区')
  const city = required(input.city, '请选择所在地区')
  const address = lengthBetween(required(input.address, '请填写详细地址'), 2, 100, '详细地址为2-100个字')
  const licenseUrl = text(input.license_url)
  if (licensed && !licenseUrl) throw badRequest('请上传营业执照', 'SETTLEMENT_INVALID')
  if (licenseUrl && !IMAGE_URL.test(licenseUrl)) throw badRequest('营业执照图片地址无效', 'SETTLEMENT_INVALID')
  return {
    social_credit_code_id: creditCode,
    legal_name: legalName,
    legal_cert_id: certId,
    province,
    city,
    area: text(input.area),
    address,
    license_url: licenseUrl,
  }
}

export function checkStep3(input: SettlementInput): Step3 {
  const code = text(input.bank_code)
  if (!code || !bankName(code)) throw badRequest('请选择开户银行', 'SETTLEMENT_INVALID')
  const accountName = lengthBetween(required(input.bank_acct_name, '请填写开户名'), 2, 50, '开户名为2-50个字')
  const account = required(input.card_id_mask, '请填写银行账号').replace(/\s+/g, '')
  if (!/^\d{8,30}$/.test(account)) throw badRequest('银行账号须为8-30位数字', 'SETTLEMENT_INVALID')
  const bankProvince = required(input.bank_province, '请选择开户行所在地区')
  const bankCity = required(input.bank_city, '请选择开户行所在地区')
  return { bank_code: code, bank_acct_name: accountName, card_id_mask: account, bank_province: bankProvince, bank_city: bankCity }
}
