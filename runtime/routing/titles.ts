import { handleOf, type HeadMatch } from './handle.ts'

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
