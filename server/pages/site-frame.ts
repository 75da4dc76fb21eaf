import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import type { LayoutData } from '../../schemas/layout.ts'
import { isRecord } from '../../schemas/guards.ts'
import { findSetting } from './repo.ts'

/** What 站点设置 stores for the frame: the logo and ICP number (base_setting) and the hot search words. */
export interface SiteFrameSettings {
  stored: boolean
  logo: string
  icp: string
  shopName: string
  hotKeywords: string[] | null
}

function json(text: string | undefined): unknown {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export async function siteFrameSettings(db: Kysely<Database>, companyId: number): Promise<SiteFrameSettings> {
  const [baseText, wordsText, profileText] = await Promise.all([
    findSetting(db, companyId, 'base_setting'),
    findSetting(db, companyId, 'hot_keywords'),
    findSetting(db, companyId, 'shop_profile'),
  ])
  const base = json(baseText)
  const words = json(wordsText)
  const profile = json(profileText)
  return {
    stored: baseText !== undefined || wordsText !== undefined,
    logo: isRecord(base) ? text(base.logo) : '',
    icp: isRecord(base) ? text(base.icp) : '',
    shopName: isRecord(profile) ? text(profile.name) : '',
    hotKeywords: Array.isArray(words)
      ? words.filter((word): word is string => typeof word === 'string').slice(0, 5)
      : null,
  }
}

/** The settings win over the published header and footer templates where they are filled in. */
export function applySiteSettings(layout: LayoutData, site: SiteFrameSettings): void {
  if (site.logo) layout.header.logo = { imgUrl: site.logo, alt: site.shopName || layout.header.logo.alt }
  if (site.hotKeywords !== null) layout.header.hotKeywords = site.hotKeywords
  if (site.icp) layout.footer.params.icp = site.icp
}
