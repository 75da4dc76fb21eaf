import type { FieldErrors } from './api/field-errors.ts'
import { isSafeUrl } from './url-rules.ts'
import { orderSettingsErrors, type OrderSettings } from './order-settings-rules.ts'
import { SEO_PAGES, type PagesSeo } from './seo-pages.ts'

/**
 * 站点设置's rules, one definition for the server (which refuses with 400 SITE_SETTINGS_INVALID
 * and these messages in `fields`) and the console (which shows them under each field before
 * sending). Plain code the browser may import.
 */

export const SITE_LIMITS = {
  titleMax: 60,
  keywordsMax: 200,
  descriptionMax: 300,
  shopNameMax: 30,
  phoneMax: 20,
  icpMax: 50,
  /** The search box shows five hot words (spec 2.6). */
  hotKeywordsMax: 5,
  hotKeywordMax: 30,
} as const

export interface SiteSeo {
  title: string
  keywords: string
  description: string
  /** 页面 SEO: each kind of page's own words; empty ones fall back to the site's. */
  pages: PagesSeo
}

export interface SiteBase {
  /** Whether the PC storefront is open (spec: base setting display_on_pc). */
  display_on_pc: boolean
  shop_name: string
  logo: string
  /** 客服电话 shown in the footer. */
  service_phone: string
  /** ICP 备案号 shown in the footer. */
  icp: string
}

export interface SiteSettings {
  seo: SiteSeo
  base: SiteBase
  hot_keywords: string[]
  order: OrderSettings
}

/** Customer-service phone: a landline or mobile number, 400/800 numbers, digits with - and spaces. */
export const SERVICE_PHONE_PATTERN = /^[0-9][0-9\- ]{4,18}[0-9]$/

/** An image of this site (/uploads/…) or an http(s) address. */
const isImageUrl = (url: string) => isSafeUrl(url) && (url.startsWith('/uploads/') || /^https?:\/\//i.test(url))

function lengthError(errors: FieldErrors, path: string, value: string, max: number, label: string): void {
  if (value.trim().length > max) errors[path] = `${label}不能超过${max}个字`
}

/** Everything wrong with the settings, by field path (`seo.title`, `hot_keywords.2`, …); empty when they may be saved. */
export function siteFormErrors(settings: SiteSettings): FieldErrors {
  const errors: FieldErrors = {}
  const { seo, base } = settings
  if (!seo.title.trim()) errors['seo.title'] = '请输入网站标题'
  else lengthError(errors, 'seo.title', seo.title, SITE_LIMITS.titleMax, '网站标题')
  lengthError(errors, 'seo.keywords', seo.keywords, SITE_LIMITS.keywordsMax, '关键词')
  lengthError(errors, 'seo.description', seo.description, SITE_LIMITS.descriptionMax, '网站描述')
  for (const { key, label } of SEO_PAGES) {
    const words = seo.pages[key]
    if (!words) continue
    lengthError(errors, `seo.pages.${key}.title`, words.title, SITE_LIMITS.titleMax, `${label}标题`)
    lengthError(errors, `seo.pages.${key}.keywords`, words.keywords, SITE_LIMITS.keywordsMax, `${label}关键词`)
    lengthError(errors, `seo.pages.${key}.description`, words.description, SITE_LIMITS.descriptionMax, `${label}描述`)
  }

  if (!base.shop_name.trim()) errors['base.shop_name'] = '请输入商城名称'
  else lengthError(errors, 'base.shop_name', base.shop_name, SITE_LIMITS.shopNameMax, '商城名称')
  if (base.logo.trim() && !isImageUrl(base.logo.trim())) errors['base.logo'] = 'Logo 地址无效，请重新上传'
  const phone = base.service_phone.trim()
  if (phone && (phone.length > SITE_LIMITS.phoneMax || !SERVICE_PHONE_PATTERN.test(phone)))
    errors['base.service_phone'] = '请输入正确的客服电话，如 400-123-4567 或 0571-88886666'
  lengthError(errors, 'base.icp', base.icp, SITE_LIMITS.icpMax, 'ICP 备案号')

  const words = settings.hot_keywords.map((word) => word.trim())
  if (words.length > SITE_LIMITS.hotKeywordsMax) errors.hot_keywords = `热搜词最多${SITE_LIMITS.hotKeywordsMax}个`
  words.forEach((word, i) => {
    if (!word) errors[`hot_keywords.${i}`] = '热搜词不能为空'
    else if (word.length > SITE_LIMITS.hotKeywordMax)
      errors[`hot_keywords.${i}`] = `每个热搜词不能超过${SITE_LIMITS.hotKeywordMax}个字`
    else if (words.indexOf(word) !== i) errors[`hot_keywords.${i}`] = '热搜词重复'
  })
  Object.assign(errors, orderSettingsErrors(settings.order))
  return errors
}

/** The settings as they are stored: text trimmed. */
export function cleanSiteSettings(settings: SiteSettings): SiteSettings {
  return {
    seo: {
      title: settings.seo.title.trim(),
      keywords: settings.seo.keywords.trim(),
      description: settings.seo.description.trim(),
      pages: Object.fromEntries(
        SEO_PAGES.flatMap(({ key }) => {
          const words = settings.seo.pages[key]
          if (!words) return []
          const clean = {
            title: words.title.trim(),
            keywords: words.keywords.trim(),
            description: words.description.trim(),
          }
          // A kind of page with no words of its own is not stored.
          return clean.title || clean.keywords || clean.description ? [[key, clean]] : []
        }),
      ),
    },
    base: {
      display_on_pc: settings.base.display_on_pc,
      shop_name: settings.base.shop_name.trim(),
      logo: settings.base.logo.trim(),
      service_phone: settings.base.service_phone.trim(),
      icp: settings.base.icp.trim(),
    },
    hot_keywords: settings.hot_keywords.map((word) => word.trim()),
    order: { ...settings.order },
  }
}
