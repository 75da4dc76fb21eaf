import type { ReactNode } from 'react'
import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { MerchantHeader } from '../components/header/MerchantHeader.tsx'
import { hasSession } from '../lib/auth-storage.ts'
import './layout.css'

export interface ShopLayoutData {
  shopSignedIn: boolean
}

/** The shop token lives in an HttpOnly cookie: the server reads the request's, the browser what the server told the page. */
export function shopLayoutLoader({ request }: LoaderFunctionArgs): ShopLayoutData {
  const cookieHeader = typeof document === 'undefined' ? (request.headers.get('cookie') ?? '') : undefined
  return { shopSignedIn: hasSession('shop', cookieHeader) }
}

/** Spec 2.3 shop layout: the merchant header only while a shop token cookie exists. */
export function ShopLayout({ children }: { children?: ReactNode }) {
  const { shopSignedIn } = useLoaderData() as ShopLayoutData
  return (
    <div className="mf-layout">
      {shopSignedIn && <MerchantHeader />}
      <main className="mf-layout__main">{children ?? <Outlet />}</main>
    </div>
  )
}
