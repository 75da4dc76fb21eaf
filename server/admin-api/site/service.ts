import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import type { LayoutData } from '../../../schemas/layout.ts'
import { fail } from '../../lib/errors.ts'
import { isRecord } from '../../../schemas/guards.ts'
import { cleanSiteSettings, siteFormErrors, type SiteSettings } from '../../../schemas/site-rules.ts'
import { SHOP_PROFILE_SETTING } from '../setup/repo.ts'
import { readSettings, writeSetting } from './repo.ts'
import { ORDER_SETTING_NAME } from '../../commerce/order-settings/repo.ts'
import { orderSettingsFrom, type OrderSettings } from '../../../schemas/order-settings-rules.ts'
import { pageSeoOf, SEO_PAGES, type PagesSeo } from '../../../schemas/seo-pages.ts'

/**
 * Where each part lives in the settings table: the storefront already reads tdk_data (SEO) and
 * base_setting (display_on_pc); the shop's name stays in the profile the setup wrote.
 */
export const SITE_SETTING_NAMES = {
  seo: 'tdk_data',
  base: 'base_setting',
  profile: SHOP_PROFILE_SETTING,
  hotKeywords: 'hot_keywords',
  order: ORDER_SETTING_NAME,
} as const

function parsed(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {}
  try {
    const value: unknown = JSON.parse(text)
    return isRecord(value) ? value : {}
  } catch {
    return {}
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const onFlag = (value: unknown): boolean => !(value === false || value === 0 || value === '0' || value === 'false')

/**
 * The settings as the operator edits them. Where 站点设置 was never saved, the logo, ICP number,
 * hot words and name the storefront shows today (from the published header and footer) are
 * offered, so a first save keeps them.
 */
export async function readSiteSettings(
  db: Kysely<Database>,
  companyId: number,
  shown: LayoutData,
  orderDefaults: OrderSettings,
): Promise<SiteSettings> {
  const rows = await readSettings(db, companyId, Object.values(SITE_SETTING_NAMES))
  const seo = parsed(rows.get(SITE_SETTING_NAMES.seo))
  const base = parsed(rows.get(SITE_SETTING_NAMES.base))
  const profile = parsed(rows.get(SITE_SETTING_NAMES.profile))
  let words: unknown
  try {
    words = JSON.parse(rows.get(SITE_SETTING_NAMES.hotKeywords) ?? 'null')
  } catch {
    words = null
  }
  return {
    seo: {
      title: text(seo.title),
      keywords: text(seo.mate_keywords),
      description: text(seo.mate_description),
      pages: storedPages(seo.pages),
    },
    base: {
      display_on_pc: onFlag(base.display_on_pc),
      shop_name: text(profile.name) || shown.header.logo.alt,
      logo: text(base.logo) || shown.header.logo.imgUrl,
      service_phone: text(base.service_phone),
      icp: text(base.icp) || shown.footer.params.icp,
    },
    hot_keywords: Array.isArray(words)
      ? words.filter((word): word is string => typeof word === 'string')
      : shown.header.hotKeywords,
    order: orderSettingsFrom(parsed(rows.get(SITE_SETTING_NAMES.order)), orderDefaults),
  }
}

/** 页面 SEO as stored in tdk_data's `pages`: kinds of page with any words of their own. */
function storedPages(value: unknown): PagesSeo {
  const stored = isRecord(value) ? value : {}
  return Object.fromEntries(
    SEO_PAGES.flatMap(({ key }) => {
      const words = pageSeoOf(stored[key])
      return words.title || words.keywords || words.description ? [[key, words]] : []
    }),
  )
}

/** Validates with the console's rules and writes every part in one transaction; answers before and after. */
export async function saveSiteSettings(
  db: Kysely<Database>,
  companyId: number,
  input: SiteSettings,
  shown: LayoutData,
  orderDefaults: OrderSettings,
  at: number,
) {
  const errors = siteFormErrors(input)
  const count = Object.keys(errors).length
  if (count > 0) throw fail('SITE_SETTINGS_INVALID', { count }, { fields: errors })
  const next = cleanSiteSettings(input)
  const before = await readSiteSettings(db, companyId, shown, orderDefaults)
  await db.transaction().execute(async (trx) => {
    const rows = await readSettings(trx, companyId, [
      SITE_SETTING_NAMES.seo,
      SITE_SETTING_NAMES.base,
      SITE_SETTING_NAMES.profile,
    ])
    // Keys other parts of the shop keep in these rows stay as they are.
    const seo = {
      ...parsed(rows.get(SITE_SETTING_NAMES.seo)),
      title: next.seo.title,
      mate_keywords: next.seo.keywords,
      mate_description: next.seo.description,
      pages: next.seo.pages,
    }
    const { shop_name, ...baseFields } = next.base
    const base = { ...parsed(rows.get(SITE_SETTING_NAMES.base)), ...baseFields }
    const profile = { ...parsed(rows.get(SITE_SETTING_NAMES.profile)), name: shop_name }
    await writeSetting(trx, companyId, SITE_SETTING_NAMES.seo, JSON.stringify(seo), at)
    await writeSetting(trx, companyId, SITE_SETTING_NAMES.base, JSON.stringify(base), at)
    await writeSetting(trx, companyId, SITE_SETTING_NAMES.profile, JSON.stringify(profile), at)
    await writeSetting(trx, companyId, SITE_SETTING_NAMES.hotKeywords, JSON.stringify(next.hot_keywords), at)
    await writeSetting(trx, companyId, SITE_SETTING_NAMES.order, JSON.stringify(next.order), at)
  })
  return { before, after: next }
}
