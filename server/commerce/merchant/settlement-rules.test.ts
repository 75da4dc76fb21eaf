import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors.ts'
import { isValidCreditCode, isValidResidentId } from './identity-codes.ts'
import { checkStep1, checkStep2, checkStep3 } from './settlement-rules.ts'
import { STEP1, STEP2, STEP3 } from './test-fixtures.ts'

const ALL_TYPES = ['enterprise', 'soletrader', 'personal'] as const

function messageOf(fn: () => unknown): string {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).statusCode).toBe(400)
    return (error as AppError).message
  }
  throw new Error('expected a refusal')
}

describe('identity codes', () => {
  it('accepts real check digits and refuses a changed one', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true)
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false)
    expect(isValidResidentId('11010519491231002X')).toBe(true)
    expect(isValidResidentId('110105194912310021')).toBe(false)
  })
  it('refuses letters a credit code never uses and impossible birth dates', () => {
    expect(isValidCreditCode('91350100M000100O43')).toBe(false)
    expect(isValidResidentId('110105194902301234')).toBe(false)
  })
})

describe('step 1 rules', () => {
  it('normalises a valid step', () => {
    expect(checkStep1({ ...STEP1, merchant_name: '  北京优品数码有限公司 ' }, ALL_TYPES)).toMatchObject({
      merchant_name: '北京优品数码有限公司',
      is_agree_agreement: 1,
    })
  })
  it.each([
    [{ settled_type: '' }, '请选择入驻类型'],
    [{ settled_type: 'company' }, '请选择入驻类型'],
    [{ merchant_type_id: undefined }, '请选择经营类目'],
    [{ merchant_type_id: 99 }, '请选择经营类目'],
    [{ merchant_name: '   ' }, '请填写商户名称'],
    [{ merchant_name: '店' }, '商户名称为2-50个字'],
    [{ contact_name: undefined }, '请填写联系人姓名'],
    [{ contact_mobile: '' }, '请填写联系人手机号'],
    [{ contact_mobile: '12911112222' }, '联系人手机号格式不正确'],
    [{ is_agree_agreement: 0 }, '请阅读并同意入驻协议'],
  ])('refuses %o with %s', (change, message) => {
    expect(messageOf(() => checkStep1({ ...STEP1, ...change }, ALL_TYPES))).toBe(message)
  })
  it('refuses an applicant type the settings do not offer', () => {
    expect(messageOf(() => checkStep1({ ...STEP1, settled_type: 'personal' }, ['enterprise']))).toBe('请选择入驻类型')
  })
})

describe('step 2 rules', () => {
  it('upper-cases the ID number and credit code', () => {
    const step = checkStep2({ ...STEP2, social_credit_code_id: '91350100m000100y43' }, 'enterprise')
    expect(step.legal_cert_id).toBe('11010519491231002X')
    expect(step.social_credit_code_id).toBe('91350100M000100Y43')
  })
  it.each([
    [{ social_credit_code_id: '' }, '请填写统一社会信用代码'],
    [{ social_credit_code_id: '91350100M000100Y4' }, '统一社会信用代码须为18位大写字母或数字'],
    [{ social_credit_code_id: '91350100M000100Y4-' }, '统一社会信用代码须为18位大写字母或数字'],
    [{ social_credit_code_id: '91350100M000100Y44' }, '统一社会信用代码校验不通过，请核对'],
    [{ legal_name: '' }, '请填写法人姓名'],
    [{ legal_cert_id: '' }, '请填写身份证号码'],
    [{ legal_cert_id: '1101051949123100' }, '身份证号码须为18位，最后一位可为X'],
    [{ legal_cert_id: '11010519491231002Y' }, '身份证号码须为18位，最后一位可为X'],
    [{ legal_cert_id: '110105194912310021' }, '身份证号码校验不通过，请核对'],
    [{ province: '' }, '请选择所在地区'],
    [{ city: '' }, '请选择所在地区'],
    [{ address: '' }, '请填写详细地址'],
    [{ license_url: '' }, '请上传营业执照'],
    [{ license_url: 'javascript:alert(1)' }, '营业执照图片地址无效'],
    [{ license_url: '//evil.example/a.jpg' }, '营业执照图片地址无效'],
    [{ id_card_front_url: '' }, '请上传身份证人像面照片'],
    [{ id_card_back_url: ' ' }, '请上传身份证国徽面照片'],
    [{ id_card_front_url: 'javascript:alert(1)' }, '身份证照片地址无效，请重新上传'],
    [{ id_card_back_url: '//evil.example/b.jpg' }, '身份证照片地址无效，请重新上传'],
  ])('refuses %o with %s', (change, message) => {
    expect(messageOf(() => checkStep2({ ...STEP2, ...change }, 'enterprise'))).toBe(message)
  })
  it('needs neither credit code nor licence from a personal applicant', () => {
    const step = checkStep2({ ...STEP2, social_credit_code_id: '', license_url: '' }, 'personal')
    expect(step.social_credit_code_id).toBe('')
    expect(step.license_url).toBe('')
    expect(messageOf(() => checkStep2({ ...STEP2, legal_name: '' }, 'personal'))).toBe('请填写真实姓名')
    expect(messageOf(() => checkStep2({ ...STEP2, id_card_front_url: '' }, 'personal'))).toBe('请上传身份证人像面照片')
  })
})

describe('step 3 rules', () => {
  it('keeps only the digits of the account number', () => {
    expect(checkStep3(STEP3).card_id_mask).toBe('6222020012345678901')
  })
  it.each([
    [{ bank_code: '' }, '请选择开户银行'],
    [{ bank_code: '999' }, '请选择开户银行'],
    [{ bank_acct_name: '' }, '请填写开户名'],
    [{ card_id_mask: '' }, '请填写银行账号'],
    [{ card_id_mask: '1234567' }, '银行账号须为8-30位数字'],
    [{ card_id_mask: '1'.repeat(31) }, '银行账号须为8-30位数字'],
    [{ card_id_mask: '62220200A2345678' }, '银行账号须为8-30位数字'],
    [{ bank_province: '' }, '请选择开户行所在地区'],
    [{ bank_city: '' }, '请选择开户行所在地区'],
  ])('refuses %o with %s', (change, message) => {
    expect(messageOf(() => checkStep3({ ...STEP3, ...change }))).toBe(message)
  })
  it('accepts 8 and 30 digits', () => {
    expect(checkStep3({ ...STEP3, card_id_mask: '12345678' }).card_id_mask).toBe('12345678')
    expect(checkStep3({ ...STEP3, card_id_mask: '1'.repeat(30) }).card_id_mask).toHaveLength(30)
  })
})
