import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useMatches } from 'react-router-dom'
import { useOptionalLayoutData } from './layout-data.ts'
import { documentTitle, routeHead } from './titles.ts'

/**
 * Keeps document.title in step after client-side navigation (the server writes the first one).
 * A layout effect, because an error page's useFixedDocumentTitle is a passive effect and passive
 * effects run after all layout effects: the error page's title wins while it is shown.
 */
export function useRouteDocumentTitle(): void {
  const matches = useMatches()
  const { key } = useLocation()
  const { title } = routeHead(matches, useOptionalLayoutData()?.seo)
  // Keyed on the location too: leaving an error page must restore a title that did not change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the location too, so leaving an error page restores a title that did not change.
  useLayoutEffect(() => {
    document.title = title
  }, [title, key])
}

/** A page that is not a route's own (the error pages) names the document itself. */
export function useFixedDocumentTitle(page: string): void {
  const siteTitle = useOptionalLayoutData()?.seo.title
  const title = documentTitle(page, siteTitle)
  useEffect(() => {
    document.title = title
  }, [title])
}
