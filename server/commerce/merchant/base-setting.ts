import { Value } from '@sinclair/typebox/value'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { BaseSetting } from '../../../schemas/api/merchant.ts'
import { SETTLED_TYPES, type SettledType } from './merchant-types.ts'
import { findSetting } from '../../pages/repo.ts'
import { findAgreementArticle } from './repo.ts'

/** The settings row (settings.name) holding the settlement page settings as JSON. */
export const SETTING_NAME = 'merchant_setting'

/** Article node whose first article is the agreement, when the settings row does not carry one. */
const AGREEMENT_NODE = 'merchant_protocol'

const DEFAULT_AGREEMENT = [
  '<h3>商户入驻协议</h3>',
  '<p>欢迎申请入驻本商城。提交申请即表示您确认所填资料真实、合法、有效，并同意平台对资料进行审核。</p>',
  '<p>1. 申请人应具备相应的经营资质，企业与个体工商户须提供有效的营业执照。</p>',
  '<p>2. 结算账户须为申请主体本人或本单位名下的银行账户，平台按约定周期结算货款。</p>',
  '<p>3. 入驻后商户应遵守平台规则，保证商品质量与售后服务，不得销售违法违规商品。</p>',
  '<p>4. 审核结果将在提交后 3 个工作日内通知，审核通过后使用联系人手机号与平台下发的密码登录商户中心。</p>',
].join('')

/**
 * Stored settings over the defaults; a missing or unreadable row gives the defaults. The agreement
 * is the setting's own text, else the merchant agreement article, else a built-in text.
 */
export async function loadBaseSetting(db: Kysely<Database>, companyId: number): Promise<BaseSetting> {
  const value = await findSetting(db, companyId, SETTING_NAME)
  let stored: unknown = {}
  try {
    stored = value !== undefined ? JSON.parse(value) : {}
  } catch {
    stored = {}
  }
  const merged = Value.Default(BaseSetting, Value.Clean(BaseSetting, structuredClone(stored ?? {})))
  const setting = Value.Check(BaseSetting, merged) ? merged : (Value.Default(BaseSetting, {}) as BaseSetting)
  if (!setting.content) setting.content = (await findAgreementArticle(db, AGREEMENT_NODE)) ?? DEFAULT_AGREEMENT
  return setting
}

export function settledTypeOptions(setting: BaseSetting) {
  return setting.settled_type.map((value: SettledType) => ({ value, label: SETTLED_TYPES[value] }))
}
