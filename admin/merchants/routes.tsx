import type { RouteObject } from 'react-router-dom'
import { AccountsPage } from './AccountsPage.tsx'
import { ApplicationsPage } from './ApplicationsPage.tsx'
import { ShopEditorPage } from './ShopEditorPage.tsx'
import { ShopsPage } from './ShopsPage.tsx'

/** 商户与门店 */
export const merchantRoutes: RouteObject[] = [
  { path: 'merchants/applications', element: <ApplicationsPage />, handle: { area: ['merchants'] } },
  { path: 'merchants/accounts', element: <AccountsPage />, handle: { area: ['merchants'] } },
  { path: 'shops', element: <ShopsPage />, handle: { area: ['merchants'] } },
  { path: 'shops/new', element: <ShopEditorPage />, handle: { area: ['merchants'] } },
  { path: 'shops/:id', element: <ShopEditorPage />, handle: { area: ['merchants'] } },
]
