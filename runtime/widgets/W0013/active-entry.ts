import type { LinkData } from '../settings.ts'

export interface NavEntry {
  title?: string
  pathData?: LinkData
}

/**
 * The entry whose link is the current route (spec 2.9 "Link kinds"): an exact path-and-query
 * match wins, else the first entry whose link has the same path and no query; -1 when none.
 */
export function activeEntryIndex(entries: readonly NavEntry[], pathname: string | null, search = ''): number {
  if (pathname === null) return -1
  const hrefs = entries.map((entry) => entry.pathData?.href?.trim() ?? '')
  const exact = hrefs.indexOf(pathname + search)
  if (exact !== -1) return exact
  return hrefs.indexOf(pathname)
}
