import { useEffect, useMemo } from 'react'
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom'
import { CheckFailed } from '../../designer/shell/access/CheckFailed.tsx'
import { Forbidden } from '../../designer/shell/access/Forbidden.tsx'
import { SignIn } from '../../designer/shell/access/SignIn.tsx'
import type { OperatorInfo } from '../../schemas/api/designer.ts'
import { checkAccess, requestSignInCode, showSignIn, signIn, useAccess } from './access.ts'
import { Layout } from './Layout.tsx'
import { homeOf } from './nav.ts'
import { SetupPage } from './SetupPage.tsx'
import { OrdersPage } from '../orders/OrdersPage.tsx'
import { OrderDetailPage } from '../orders/OrderDetailPage.tsx'
import { AftersalesPage } from '../aftersales/AftersalesPage.tsx'
import { GoodsListPage } from '../goods/GoodsListPage.tsx'
import { GoodsEditorPage } from '../goods/GoodsEditorPage.tsx'
import { OperatorsPage } from '../settings/OperatorsPage.tsx'
import { RolesPage } from '../settings/RolesPage.tsx'
import { AuditLogPage } from '../settings/AuditLogPage.tsx'
import { BrandsPage } from '../catalogue/BrandsPage.tsx'
import { CategoriesPage } from '../catalogue/CategoriesPage.tsx'
import { NoAccess } from './NoAccess.tsx'
import { DashboardPage } from '../dashboard/DashboardPage.tsx'
import { couponRoutes } from '../marketing/coupons/routes.tsx'
import { activityRoutes } from '../marketing/activities/routes.tsx'
import { memberRoutes } from '../members/routes.tsx'
import { merchantRoutes } from '../merchants/routes.tsx'
import { contentRoutes } from '../content/routes.tsx'
import { siteRoutes } from '../site/routes.tsx'
import { goodsImportRoutes } from '../goods/import/routes.tsx'

function consoleRouter(operator: OperatorInfo) {
  const home = homeOf(operator.areas)
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <Layout operator={operator} />,
        children: [
          { index: true, element: home ? <Navigate to={home} replace /> : <NoAccess kind="empty" /> },
          { path: 'dashboard', element: <DashboardPage />, handle: { area: ['dashboard'] } },
          { path: 'orders', element: <OrdersPage />, handle: { area: ['orders', 'shipping'] } },
          { path: 'orders/:orderId', element: <OrderDetailPage />, handle: { area: ['orders', 'shipping'] } },
          { path: 'aftersales', element: <AftersalesPage />, handle: { area: ['aftersales'] } },
          { path: 'goods/categories', element: <CategoriesPage />, handle: { area: ['goods'] } },
          { path: 'goods/brands', element: <BrandsPage />, handle: { area: ['goods'] } },
          { path: 'goods', element: <GoodsListPage />, handle: { area: ['goods', 'stock'] } },
          { path: 'goods/new', element: <GoodsEditorPage />, handle: { area: ['goods'] } },
          { path: 'goods/:id', element: <GoodsEditorPage />, handle: { area: ['goods'] } },
          {
            path: 'settings/operators',
            element: <OperatorsPage operator={operator} />,
            handle: { area: ['settings'] },
          },
          { path: 'settings/roles', element: <RolesPage />, handle: { area: ['settings'] } },
          { path: 'settings/audit-log', element: <AuditLogPage />, handle: { area: ['settings'] } },
          ...goodsImportRoutes,
          ...couponRoutes,
          ...activityRoutes,
          ...memberRoutes,
          ...merchantRoutes,
          ...contentRoutes,
          ...siteRoutes,
          { path: '*', element: <NoAccess kind="missing" /> },
        ],
      },
    ],
    { basename: '/admin' },
  )
}

function Console({ operator }: { operator: OperatorInfo }) {
  const router = useMemo(() => consoleRouter(operator), [operator])
  return <RouterProvider router={router} />
}

/** The operator console: 初始化 for a new shop, then sign-in, then the sections the role opens. */
export function App() {
  const access = useAccess()

  useEffect(() => {
    void checkAccess()
  }, [])

  switch (access.kind) {
    case 'checking':
      return (
        <div className="dz-boot" role="status">
          正在加载…
        </div>
      )
    case 'setup':
      return <SetupPage />
    case 'signed-out':
      return (
        <SignIn
          title="运营后台 · 登录"
          lead="使用运营账号登录，管理订单、售后与商城页面"
          submit={signIn}
          sendCode={requestSignInCode}
        />
      )
    case 'forbidden':
      return <Forbidden lead="您当前登录的账号不是运营账号，请使用运营账号登录。" switchAccount={showSignIn} />
    case 'failed':
      return <CheckFailed message={access.message} title="运营后台暂时无法打开" retry={checkAccess} />
    case 'operator':
      return <Console operator={access.operator} />
  }
}
