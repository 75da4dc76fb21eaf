import type { PageSettings } from '../../schemas/page.ts'

/** The parts of a route match the document head needs; react-router's UIMatch fits. */
export interface HeadMatch {
  id: string
  handle?: unknown
  data?: unknown
}

/** What a route may put in its `handle`. */
export interface RouteHandle {
  /** The page's document title (spec 2.4): fixed (routes.tsx), or taken from the route's loader data (a goods name). */
  title?: string | ((data: unknown) => string | undefined)
  /** Page-specific search-engine text (a goods' name and subtitle); the site's tdk_data fills the gaps. */
  seo?: (data: unknown) => { keywords?: string; description?: string } | undefined
  /** The page's own viewport; storefront pages use DESKTOP_VIEWPORT. */
  viewport?: string
  /** Source file of a lazy page, so the server can preload its chunk (set by lazyPage). */
  module?: string
  /**
   * A designed page's own page settings (W0000), taken from its loader data: its top bar and
   * header follow them instead of the home page's (layout-data.ts `useFramePage`).
   */
  framePage?: (data: unknown) => PageSettings | undefined
}

/** A desktop site: phones are sent to /h5, and tablets scale the 1190px page to fit. */
export const DESKTOP_VIEWPORT = 'width=1190'

export const handleOf = (match: HeadMatch): RouteHandle => (match.handle ?? {}) as RouteHandle

/** The deepest route's viewport, else the desktop one. */
export function pageViewport(matches: readonly HeadMatch[]): string {
  for (const match of [...matches].reverse()) {
    const { viewport } = handleOf(match)
    if (viewport) return viewport
  }
  return DESKTOP_VIEWPORT
}

/** The deepest route's own page settings for the frame, if it is a designed page. */
export function framePageOf(matches: readonly HeadMatch[]): PageSettings | undefined {
  for (const match of [...matches].reverse()) {
    const page = handleOf(match).framePage?.(match.data)
    if (page) return page
  }
  return undefined
}

/** The deepest route's own keywords/description, if it has any. */
export function pageSeo(matches: readonly HeadMatch[]): { keywords?: string; description?: string } {
  for (const match of [...matches].reverse()) {
    const seo = handleOf(match).seo?.(match.data)
    if (seo) return seo
  }
  return {}
}
