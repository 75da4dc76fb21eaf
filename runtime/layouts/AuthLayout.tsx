import type { ReactNode } from 'react'
import { Link, Outlet } from 'react-router-dom'
import { RouteErrorPage } from '../pages/errors/RouteErrorPage.tsx'
import { useLayoutData } from '../routing/layout-data.ts'
import './layout.css'
import './auth-layout.css'

/** Spec 2.3 auth layout (login, register, password): the logo above, a slim legal footer below. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  const { header, footer } = useLayoutData()
  const { copyright, icp } = footer.params
  return (
    <div className="mf-layout mf-auth-layout">
      <header className="mf-auth-layout__header">
        <div className="mf-container mf-auth-layout__header-inner">
          <Link className="mf-auth-layout__logo" to="/">
            <img src={header.logo.imgUrl} alt={header.logo.alt || '商城首页'} />
          </Link>
          <Link className="mf-auth-layout__home" to="/">
            返回商城首页
          </Link>
        </div>
      </header>
      <main className="mf-layout__main mf-auth-layout__main">{children ?? <Outlet />}</main>
      <footer className="mf-auth-layout__footer">
        {copyright && <p>{copyright}</p>}
        {icp && (
          <p>
            <a href="https://beian.miit.gov.cn/" rel="noopener noreferrer">
              {icp}
            </a>
          </p>
        )}
      </footer>
    </div>
  )
}

/** A sign-in page's error shown inside the auth layout, which keeps the logo's way back home. */
export function AuthLayoutErrorBoundary() {
  return (
    <AuthLayout>
      <RouteErrorPage />
    </AuthLayout>
  )
}
