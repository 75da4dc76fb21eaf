import { useMatches, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import type { PageSettings } from '../../schemas/page.ts'
import { framePageOf } from './handle.ts'
import type { LayoutData } from '../../schemas/layout.ts'
import { loaderPagesApi } from './loader-api.ts'

export type { LayoutData } from '../../schemas/layout.ts'

export const ROOT_ROUTE_ID = 'root'

/** The site frame (page settings, SEO, header, footer) for every page, from GET /api/pages/layout. */
export function rootLoader({ context }: LoaderFunctionArgs): Promise<LayoutData> {
  return loaderPagesApi(context).get<LayoutData>('layout')
}

/** The root loader's layout data, or undefined when it failed (the error page renders without a frame). */
export function useOptionalLayoutData(): LayoutData | undefined {
  return useRouteLoaderData(ROOT_ROUTE_ID) as LayoutData | undefined
}

/** The layout data for components inside a layout, which only renders once the root loader succeeded. */
export function useLayoutData(): LayoutData {
  const data = useOptionalLayoutData()
  if (!data) throw new Error('useLayoutData() is used where the root loader has no data')
  return data
}

/**
 * The page settings the frame (theme colour, top bar's 商家入驻) follows: a designed page's own
 * (home, custom and product pages), else the home page's from the site frame — so every page's top
 * bar and header look as the designer's canvas showed them.
 */
export function useFramePage(): PageSettings | undefined {
  const own = framePageOf(useMatches())
  const site = useOptionalLayoutData()?.page
  return own ?? site
}
