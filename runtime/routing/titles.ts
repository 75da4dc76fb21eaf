import type { Seo } from '../../schemas/layout.ts'
import { filledPageSeo, seoPageOf } from '../../schemas/seo-pages.ts'
import { handleOf, pageSeo, type HeadMatch } from './handle.ts'

/**
 * Document titles (spec 2.4) come from one place: a route's `handle.title`. A fixed title is set
 * on the route in routes.tsx (`lazyPage(file, { title })`); a title taken from the loader data (a
 * goods name, a designed page's SEO title) is the page module's exported `handle.title`.
 */
export const DEFAULT_TITLE = '首页'

/** Titles of the error pages, which the spec leaves open. */
export const errorTitles = { notFound: '页面不存在', error: '出错了' } as const

/** The deepest route whose handle names a title wins; else 首页. */
export function pageTitle(matches: readonly HeadMatch[]): string {
  for (const match of [...matches].reverse()) {
    const { title } = handleOf(match)
    const fromHandle = typeof title === 'function' ? title(match.data) : title
    if (fromHandle) return fromHandle
  }
  return DEFAULT_TITLE
}

/** "页面标题 - 站点标题" with the SEO title from tdk_data (spec 3), or the page title alone. */
export function documentTitle(page: string, siteTitle: string | undefined): string {
  return siteTitle ? `${page} - ${siteTitle}` : page
}

/**
 * The document's title, keywords and description on a route's page: the operator's words for
 * this kind of page (站点设置 › 页面 SEO, {页面名称} filled in) first, then the page's own (a goods
 * page's name and subtitle), then the site's. Per-page words give the whole title.
 */
export function routeHead(matches: readonly HeadMatch[], seo: Seo | undefined) {
  const page = pageTitle(matches)
  const kind = seoPageOf(matches.map((match) => match.id))
  const operator = filledPageSeo(kind ? seo?.pages?.[kind] : undefined, page)
  const own = pageSeo(matches)
  return {
    title: operator.title || documentTitle(page, seo?.title),
    keywords: operator.keywords || own.keywords || seo?.keywords || '',
    description: operator.description || own.description || seo?.description || '',
  }
}
