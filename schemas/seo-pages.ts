/**
 * Per-page SEO (站点设置 › 页面 SEO): the storefront's kinds of page an operator may give their own
 * title, keywords and description, each the storefront routes it covers. Empty words fall back to
 * what the page says itself (a goods page's name, brand and subtitle), then to the site's SEO.
 * Plain code the browser may import.
 */
export const SEO_PAGES = [
  { key: 'home', label: '首页', routes: ['index', 'home', 'shopadmin-index'] },
  { key: 'items', label: '商品列表', routes: ['items', 'result'] },
  { key: 'item', label: '商品详情', routes: ['items-id'] },
  { key: 'points', label: '积分商城', routes: ['pointitems', 'pointitems-id'] },
  {
    key: 'article',
    label: '文章与帮助',
    routes: ['article-node-id', 'article-content-id', 'article-detail-id', 'article-faqs-id'],
  },
  { key: 'shops', label: '门店', routes: ['shops-near', 'shops-info', 'shopInfo', 'store'] },
] as const

export type SeoPageKey = (typeof SEO_PAGES)[number]['key']

/** Stands for the page's own name in a page's words: the goods name, the article title, 商品列表… */
export const PAGE_NAME_VARIABLE = '{页面名称}'

export interface PageSeo {
  title: string
  keywords: string
  description: string
}

/** Every kind of page's own words; a kind never set is absent (its schema: schemas/layout.ts PagesSeo). */
export type PagesSeo = Partial<Record<SeoPageKey, PageSeo>>

/** The kind of page the innermost matching route belongs to, if an operator may set its words. */
export function seoPageOf(routeIds: readonly string[]): SeoPageKey | undefined {
  for (const id of [...routeIds].reverse()) {
    const page = SEO_PAGES.find((candidate) => (candidate.routes as readonly string[]).includes(id))
    if (page) return page.key
  }
  return undefined
}

/** Stored words read defensively: trimmed strings, '' for anything else. */
export function pageSeoOf(value: unknown): PageSeo {
  const words = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const text = (field: unknown) => (typeof field === 'string' ? field.trim() : '')
  return { title: text(words.title), keywords: text(words.keywords), description: text(words.description) }
}

/** The page's words with {页面名称} filled in; '' where the operator left them empty. */
export function filledPageSeo(value: unknown, pageName: string): PageSeo {
  const words = pageSeoOf(value)
  const fill = (text: string) => text.replaceAll(PAGE_NAME_VARIABLE, pageName)
  return { title: fill(words.title), keywords: fill(words.keywords), description: fill(words.description) }
}

interface Tdk {
  title: string
  mate_keywords: string
  mate_description: string
}

/** SEO words in the ECShopX spelling (tdk_data) with the operator's words for the page over them. */
export function tdkWithPageSeo(tdk: Tdk, words: PageSeo): Tdk {
  return {
    title: words.title || tdk.title,
    mate_keywords: words.keywords || tdk.mate_keywords,
    mate_description: words.description || tdk.mate_description,
  }
}
