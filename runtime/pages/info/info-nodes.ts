/** Which article node each informational route shows (spec 2.1). */
export const INFO_NODES: Readonly<Record<string, { code: string; title: string }>> = {
  news: { code: 'news', title: '公司新闻' },
  story: { code: 'story', title: '品牌故事' },
  technology: { code: 'technology', title: '技术' },
  frenchstyle: { code: 'frenchstyle', title: '法式风尚' },
}

/** The route's first path segment picks the node; anything else is not an informational page. */
export function infoNodeOf(pathname: string): { code: string; title: string } | undefined {
  const segment = pathname.split('/').filter(Boolean)[0] ?? ''
  return Object.hasOwn(INFO_NODES, segment) ? INFO_NODES[segment] : undefined
}
