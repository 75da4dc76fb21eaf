import type { RouteObject } from 'react-router-dom'
import { SiteSettingsPage } from './SiteSettingsPage.tsx'

/** 设置 › 站点设置 */
export const siteRoutes: RouteObject[] = [
  { path: 'settings/site', element: <SiteSettingsPage />, handle: { area: ['settings'] } },
]
