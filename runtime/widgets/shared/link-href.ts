import type { LinkData } from '../../../schemas/link.ts'
import { isSafeUrl, linkHref } from '../../../schemas/url-rules.ts'

/** A widget entry that is a link itself (goods) or carries one in pathData (slides, hot zones). */
export type Linkable = (Partial<LinkData> & { pathData?: Partial<LinkData> | null }) | null | undefined

/** An address accepted only when it is http(s) or site-relative, so a stored `javascript:` can never become a link. */
export function safeHref(href: string | undefined | null): string | undefined {
  return isSafeUrl(href) ? href : undefined
}

/**
 * Where an entry links to: the href the server computed onto it (or onto its pathData), else the
 * address its link kind gives (a descriptor edited in the designer has no computed hrefs yet).
 */
export function linkAddress(entry: Linkable): string | undefined {
  if (!entry) return undefined
  return (
    safeHref(entry.href) ?? safeHref(entry.pathData?.href) ?? linkHref(entry) ?? linkHref(entry.pathData) ?? undefined
  )
}
