import type { FastifyInstance } from 'fastify'
import { createSession } from '../../lib/auth.ts'
import { createTestMerchant } from '../auth/test-fixtures.ts'
import { insertPhoto } from '../uploads/repo.ts'

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
  id_card_front_url: '/uploads/idcard/front.jpg',
  id_card_back_url: '/uploads/idcard/back.jpg',
}

export const STEP3 = {
  bank_code: '102',
  bank_acct_name: '北京优品数码有限公司',
  card_id_mask: '6222 0200 1234 5678 901',
  bank_province: '北京市',
  bank_city: '北京市',
}

/** A signed-up merchant (no shop, no application yet) with a live shop token. */
export interface TestApplicant {
  id: number
  mobile: string
  token: string
  headers: { authorization: string }
}

export async function createTestApplicant(app: FastifyInstance): Promise<TestApplicant> {
  const account = await createTestMerchant(app.db)
  const { token } = await createSession(app.db, app.config.secret, 'shop', account.id)
  await ownPhotos(app, account.id, [STEP2.license_url, STEP2.id_card_front_url, STEP2.id_card_back_url])
  return { id: account.id, mobile: account.mobile, token, headers: { authorization: `Bearer ${token}` } }
}

let photoSequence = 0
/** Records photos as uploaded by the merchant, as the photo upload flow does (uploads/ownership.ts). */
export async function ownPhotos(app: FastifyInstance, merchantId: number, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    await insertPhoto(app.db, {
      company_id: 1,
      owner: { kind: 'shop', id: merchantId },
      storage_key: `shop/${merchantId}/test/${++photoSequence}-${process.pid}`,
      url,
      img_type: 'jpg',
      img_size: 1000,
      width: 10,
      height: 10,
      created_at: Math.floor(Date.now() / 1000),
    })
  }
}
