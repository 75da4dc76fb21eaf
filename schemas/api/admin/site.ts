import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from '../errors.ts'
import { withFieldErrors } from '../field-errors.ts'
import { routeSchemas } from '../route.ts'
import { SEO_PAGES, type SeoPageKey } from '../../seo-pages.ts'

/** 设置 › 站点设置: the site's SEO, base settings and hot search words, read and saved as one. */

const Text = (maxLength: number) => Type.String({ maxLength })
const PageWords = () => Type.Object({ title: Text(500), keywords: Text(2000), description: Text(2000) })

export const SiteSettingsBody = Type.Object({
  /** Stored as the settings row tdk_data (title, mate_keywords, mate_description). */
  seo: Type.Object({
    title: Text(500),
    keywords: Text(2000),
    description: Text(2000),
    /** 页面 SEO: words of kinds of page, kept in tdk_data's `pages` (schemas/seo-pages.ts). */
    pages: Type.Partial(
      Type.Object(
        Object.fromEntries(SEO_PAGES.map((page) => [page.key, PageWords()])) as Record<
          SeoPageKey,
          ReturnType<typeof PageWords>
        >,
      ),
    ),
  }),
  /** Stored as the settings row base_setting. */
  base: Type.Object({
    display_on_pc: Type.Boolean(),
    shop_name: Text(500),
    logo: Text(2048),
    service_phone: Text(100),
    icp: Text(500),
  }),
  /** The search box's hot words, in order (stored as the settings row hot_keywords). */
  hot_keywords: Type.Array(Text(200), { maxItems: 50 }),
  /** 订单设置, enforced from the next request (stored as the settings row order_setting). */
  order: Type.Object({
    unpaid_minutes: Type.Integer(),
    auto_confirm_days: Type.Integer(),
    aftersales_days: Type.Integer(),
  }),
})
export type SiteSettingsBody = Static<typeof SiteSettingsBody>

const route = routeSchemas(
  'admin-site',
  withFieldErrors(
    errorAnswers('UNAUTHORIZED', 'SESSION_EXPIRED', 'ADMIN_FORBIDDEN', 'VALIDATION', 'SITE_SETTINGS_INVALID'),
  ),
)

export const siteSettingsSchema = route(SiteSettingsBody, {
  summary: '站点设置（SEO、页面 SEO、基础设置、热搜词、订单设置）',
})
export const siteSettingsSaveSchema = route(SiteSettingsBody, {
  summary: '保存站点设置（校验失败时 fields 给出每处提示；保存后商城立即生效）',
  body: SiteSettingsBody,
})
