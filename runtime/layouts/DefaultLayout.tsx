import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { Footer } from '../components/footer/Footer.tsx'
import { Header } from '../components/header/Header.tsx'
import { TopBar } from '../components/header/TopBar.tsx'
import { RouteErrorPage } from '../pages/errors/RouteErrorPage.tsx'
import './layout.css'

/** Spec 2.3 default layout: top bar and header, the page, footer. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="mf-layout">
      <TopBar />
      <Header />
      <main className="mf-layout__main">{children ?? <Outlet />}</main>
      <Footer />
    </div>
  )
}

/** A page's error shown inside the default layout, which keeps the way back to the shop visible. */
export function DefaultLayoutErrorBoundary() {
  return (
    <DefaultLayout>
      <RouteErrorPage />
    </DefaultLayout>
  )
}
