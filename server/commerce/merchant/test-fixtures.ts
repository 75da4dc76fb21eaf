/** Valid settlement form steps (real check digits) for the merchant tests. */
export const STEP1 = {
  settled_type: 'enterprise',
  merchant_type_id: 4,
  merchant_name: '北京优品数码有限公司',
  contact_name: '王经理',
  contact_mobile: '13911112222',
  is_agree_agreement: 1,
}

export const STEP2 = {
  social_credit_code_id: '91350100M000100Y43',
  legal_name: '王大明',
  legal_cert_id: '11010519491231002x',
  province: '北京市',
  city: '北京市',
  area: '朝阳区',
  address: '建国路 88 号 SOHO 现代城 A 座 1201',
  license_url: '/uploads/license/abc.jpg',
}

export const STEP3 = {
  bank_code: '102',
  bank_acct_name: '北京优品数码有限公司',
  card_id_mask: '6222 0200 1234 5678 901',
  bank_province: '北京市',
  bank_city: '北京市',
}
