import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { findTdkSetting } from './repo.ts'
import { filledPageSeo, tdkWithPageSeo } from '../../../schemas/seo-pages.ts'

export interface TdkData {
  title: string
  mate_keywords: string
  mate_description: string
}

/** The site-wide SEO setting (settings 'tdk_data'); empty strings when unset or unreadable; with 积分商城's own words. */
async function siteTdk(db: Kysely<Database>, companyId: number): Promise<TdkData & { points: unknown }> {
  const row = await findTdkSetting(db, companyId)
  let stored: Record<string, unknown> = {}
  try {
    const parsed: unknown = row ? JSON.parse(row.value) : {}
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>
  } catch {
    stored = {}
  }
  const text = (key: string) => (typeof stored[key] === 'string' ? (stored[key] as string) : '')
  const pages = stored.pages
  return {
    title: text('title'),
    mate_keywords: text('mate_keywords'),
    mate_description: text('mate_description'),
    points: pages && typeof pages === 'object' ? (pages as Record<string, unknown>).points : undefined,
  }
}

const join = (...parts: string[]) => parts.filter(Boolean).join('-')
const list = (...parts: string[]) => parts.filter(Boolean).join(',')

/** SEO of the points-mall list page (is_tdk=1). */
export async function listTdk(db: Kysely<Database>, companyId: number, keywords?: string): Promise<TdkData> {
  const site = await siteTdk(db, companyId)
  const tdk = {
    title: join(keywords ?? '', '积分商城', site.title),
    mate_keywords: list(keywords ?? '', '积分商城', '积分兑换', site.mate_keywords),
    mate_description: site.mate_description || '使用积分兑换心仪好物',
  }
  return tdkWithPageSeo(tdk, filledPageSeo(site.points, keywords || '积分商城'))
}

/** SEO of a points-mall item page (is_tdk=1). */
export async function itemTdk(
  db: Kysely<Database>,
  companyId: number,
  item: { item_name: string; brand: string; sub_title: string },
): Promise<TdkData> {
  const site = await siteTdk(db, companyId)
  const tdk = {
    title: join(item.item_name, '积分商城', site.title),
    mate_keywords: list(item.item_name, item.brand, '积分兑换'),
    mate_description: item.sub_title || site.mate_description,
  }
  return tdkWithPageSeo(tdk, filledPageSeo(site.points, item.item_name))
}
