/** The goods list address for a search (spec 2.5): /items?keywords=<encoded>, or /items when blank. */
export function searchHref(keywords: string): string {
  const trimmed = keywords.trim()
  return trimmed ? `/items?keywords=${encodeURIComponent(trimmed)}` : '/items'
}
