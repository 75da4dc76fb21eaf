import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { SMS_CODE_TTL, SMS_RESEND_SECONDS } from '../sms/service.ts'
import { findSetting } from '../../pages/repo.ts'
import { findNodeArticle } from './repo.ts'
import { NICKNAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './rules.ts'
import { isRecord } from '../../../schemas/guards.ts'

async function storedObject(
  db: Kysely<Database>,
  companyId: number,
  name: string,
  log: FastifyBaseLogger,
): Promise<Record<string, unknown>> {
  const text = await findSetting(db, companyId, name)
  if (text === undefined) return {}
  try {
    const value: unknown = JSON.parse(text)
    if (isRecord(value)) return value
  } catch {
    // Reported below like any other unusable value.
  }
  log.warn({ setting: name }, 'stored setting is unusable; serving defaults')
  return {}
}

const flag = (value: unknown, fallback: 0 | 1): 0 | 1 => {
  if (value === true || value === 1 || value === '1' || value === 'true') return 1
  if (value === false || value === 0 || value === '0' || value === 'false') return 0
  return fallback
}

/** Member-centre areas an operator may switch off (settings row member_setting, { features: {...} }). */
const FEATURES = ['point', 'vip', 'coupon', 'collect', 'history', 'aftersales', 'merchant_settlement'] as const

/**
 * GET member/setting: what the sign-up, sign-in and member-centre screens need to know. The
 * auth rules mirror what the server enforces; the feature switches come from settings.
 */
export async function memberSetting(db: Kysely<Database>, companyId: number, log: FastifyBaseLogger) {
  const stored = await storedObject(db, companyId, 'member_setting', log)
  const switches = isRecord(stored.features) ? stored.features : {}
  const features = Object.fromEntries(FEATURES.map((name) => [name, flag(switches[name], 1)])) as Record<
    (typeof FEATURES)[number],
    0 | 1
  >
  return {
    register: { need_image_code: 1 as const, need_sms_code: 1 as const },
    login: { password: 1 as const, sms: 1 as const, wxqrcode: 0 as const },
    forget_password: { need_image_code: 1 as const },
    password: { min_length: PASSWORD_MIN, max_length: PASSWORD_MAX },
    nickname: { max_length: NICKNAME_MAX },
    sms: { resend_seconds: SMS_RESEND_SECONDS, expires_minutes: SMS_CODE_TTL / 60, code_length: 6 },
    features,
  }
}

/** GET pageparams/setting: the store's basic setting (settings row base_setting). */
export async function pageParams(db: Kysely<Database>, companyId: number, log: FastifyBaseLogger) {
  const stored = await storedObject(db, companyId, 'base_setting', log)
  // A mall that never saved the setting is shown on PC, which is what this storefront is.
  return { display_on_pc: flag(stored.display_on_pc, 1) }
}

/** Protocol types (ECShopX names) and the article node holding each text. */
const PROTOCOL_NODES: Readonly<Record<string, string>> = {
  member_register: 'license',
  license: 'license',
  privacy: 'privacy',
  merchant_protocol: 'merchant_protocol',
  staff: 'staff_license',
  staff_license: 'staff_license',
}

/** The calendar day in China (UTC+8, no daylight saving), whatever the server's zone. */
const day = (unix: number) => new Date((unix + 8 * 3600) * 1000).toISOString().slice(0, 10)

/** GET shops/protocol: the registration agreement, privacy policy or merchant agreement. */
export async function protocol(db: Kysely<Database>, type: string) {
  const node = Object.hasOwn(PROTOCOL_NODES, type) ? PROTOCOL_NODES[type] : undefined
  if (!node) throw fail('PROTOCOL_TYPE')
  const article = await findNodeArticle(db, node)
  if (!article) throw fail('PROTOCOL_NOT_FOUND')
  return { type, title: article.title, content: article.content, update_date: day(article.updated_at) }
}
