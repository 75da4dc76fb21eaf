import { ApiError, type ApiErrorCode } from '../../api/api-error.ts'
import { isMobile } from '../../../schemas/form-rules.ts'
import type { RegionCodes } from '../../components/form/RegionSelect.tsx'

/**
 * Field rules of the settlement form, checked on blur and before each step is saved. They say
 * what the server says for the same mistake (server/commerce/merchant/settlement-rules.ts); the
 * checks only the server can make (check digits, photo ownership) come back from it and are
 * shown under their field through FIELD_OF_CODE.
 */

export interface Step1Values {
  settled_type: string
  merchant_type_id: string
  merchant_name: string
  contact_name: string
  contact_mobile: string
  agree: boolean
}

export interface Step2Values {
  social_credit_code_id: string
  legal_name: string
  legal_cert_id: string
  region: RegionCodes
  address: string
  license_url: string
  id_card_front_url: string
  id_card_back_url: string
}

export interface Step3Values {
  bank_code: string
  bank_acct_name: string
  card_id_mask: string
  bank_region: RegionCodes
}

const length = (value: string) => [...value.trim()].length
const between = (value: string, min: number, max: number) => length(value) >= min && length(value) <= max

export const step1Rules = {
  settled_type: (v: Step1Values) => (v.settled_type ? null : '请选择入驻类型'),
  merchant_type_id: (v: Step1Values) => (v.merchant_type_id ? null : '请选择经营类目'),
  merchant_name: (v: Step1Values) =>
    !v.merchant_name.trim() ? '请填写商户名称' : between(v.merchant_name, 2, 50) ? null : '商户名称为2-50个字',
  contact_name: (v: Step1Values) =>
    !v.contact_name.trim() ? '请填写联系人姓名' : between(v.contact_name, 2, 20) ? null : '联系人姓名为2-20个字',
  contact_mobile: (v: Step1Values) =>
    !v.contact_mobile.trim()
      ? '请填写联系人手机号'
      : isMobile(v.contact_mobile.trim())
        ? null
        : '联系人手机号格式不正确',
  agree: (v: Step1Values) => (v.agree ? null : '请阅读并同意入驻协议'),
}

/** A personal applicant has no business licence: no credit code, no licence photo, and 真实姓名 instead of 法人姓名. */
export function step2Rules(personal: boolean) {
  return {
    social_credit_code_id: (v: Step2Values) => {
      const code = v.social_credit_code_id.trim()
      if (!code) return personal ? null : '请填写统一社会信用代码'
      return /^[0-9A-Za-z]{18}$/.test(code) ? null : '统一社会信用代码须为18位大写字母或数字'
    },
    legal_name: (v: Step2Values) =>
      !v.legal_name.trim()
        ? personal
          ? '请填写真实姓名'
          : '请填写法人姓名'
        : between(v.legal_name, 2, 20)
          ? null
          : '姓名为2-20个字',
    legal_cert_id: (v: Step2Values) =>
      !v.legal_cert_id.trim()
        ? '请填写身份证号码'
        : /^\d{17}[\dXx]$/.test(v.legal_cert_id.trim())
          ? null
          : '身份证号码须为18位，最后一位可为X',
    region: (v: Step2Values) => (v.region.province_code && v.region.city_code ? null : '请选择所在地区'),
    address: (v: Step2Values) =>
      !v.address.trim() ? '请填写详细地址' : between(v.address, 2, 100) ? null : '详细地址为2-100个字',
    license_url: (v: Step2Values) => (personal || v.license_url ? null : '请上传营业执照'),
    id_card_front_url: (v: Step2Values) => (v.id_card_front_url ? null : '请上传身份证人像面照片'),
    id_card_back_url: (v: Step2Values) => (v.id_card_back_url ? null : '请上传身份证国徽面照片'),
  }
}

export const step3Rules = {
  bank_code: (v: Step3Values) => (v.bank_code ? null : '请选择开户银行'),
  bank_acct_name: (v: Step3Values) =>
    !v.bank_acct_name.trim() ? '请填写开户名' : between(v.bank_acct_name, 2, 50) ? null : '开户名为2-50个字',
  card_id_mask: (v: Step3Values) => {
    const digits = v.card_id_mask.replace(/\s+/g, '')
    if (!digits) return '请填写银行账号'
    return /^\d{8,30}$/.test(digits) ? null : '银行账号须为8-30位数字'
  },
  bank_region: (v: Step3Values) =>
    v.bank_region.province_code && v.bank_region.city_code ? null : '请选择开户行所在地区',
}

/** The field a server refusal is about, by error code; others are shown above the form. */
const FIELD_OF_CODE: Readonly<Partial<Record<ApiErrorCode, string>>> = {
  SETTLED_TYPE_REQUIRED: 'settled_type',
  MERCHANT_TYPE_REQUIRED: 'merchant_type_id',
  MERCHANT_NAME_REQUIRED: 'merchant_name',
  MERCHANT_NAME_LENGTH: 'merchant_name',
  CONTACT_NAME_REQUIRED: 'contact_name',
  CONTACT_NAME_LENGTH: 'contact_name',
  CONTACT_MOBILE_REQUIRED: 'contact_mobile',
  CONTACT_MOBILE_INVALID: 'contact_mobile',
  SETTLEMENT_AGREEMENT_REQUIRED: 'agree',
  CREDIT_CODE_REQUIRED: 'social_credit_code_id',
  CREDIT_CODE_FORMAT: 'social_credit_code_id',
  CREDIT_CODE_CHECKSUM: 'social_credit_code_id',
  LEGAL_NAME_REQUIRED: 'legal_name',
  LEGAL_NAME_LENGTH: 'legal_name',
  REAL_NAME_REQUIRED: 'legal_name',
  ID_CARD_REQUIRED: 'legal_cert_id',
  ID_CARD_FORMAT: 'legal_cert_id',
  ID_CARD_CHECKSUM: 'legal_cert_id',
  SETTLEMENT_REGION_REQUIRED: 'region',
  SETTLEMENT_ADDRESS_REQUIRED: 'address',
  SETTLEMENT_ADDRESS_LENGTH: 'address',
  LICENSE_REQUIRED: 'license_url',
  LICENSE_URL_INVALID: 'license_url',
  ID_CARD_PHOTO_FRONT_REQUIRED: 'id_card_front_url',
  ID_CARD_PHOTO_BACK_REQUIRED: 'id_card_back_url',
  ID_CARD_PHOTO_INVALID: 'id_card_front_url',
  BANK_REQUIRED: 'bank_code',
  BANK_ACCOUNT_NAME_REQUIRED: 'bank_acct_name',
  BANK_ACCOUNT_NAME_LENGTH: 'bank_acct_name',
  BANK_ACCOUNT_REQUIRED: 'card_id_mask',
  BANK_ACCOUNT_INVALID: 'card_id_mask',
  BANK_REGION_REQUIRED: 'bank_region',
}

/** Where to show a refused save: under a field of this step, or above the form. */
export function settleProblem(error: unknown, fields: readonly string[]): { field: string | null; message: string } {
  if (error instanceof ApiError) {
    const field = FIELD_OF_CODE[error.code] ?? null
    return { field: field && fields.includes(field) ? field : null, message: error.message }
  }
  return { field: null, message: '服务繁忙，请稍后再试' }
}

/** Step 2's fields in the form's order: where a server refusal about one of them is shown. */
export const STEP2_FIELDS: readonly (keyof Step2Values)[] = [
  'social_credit_code_id',
  'legal_name',
  'legal_cert_id',
  'region',
  'address',
  'license_url',
  'id_card_front_url',
  'id_card_back_url',
]

/** Step 3's fields in the form's order. */
export const STEP3_FIELDS: readonly (keyof Step3Values)[] = [
  'bank_code',
  'bank_acct_name',
  'card_id_mask',
  'bank_region',
]
