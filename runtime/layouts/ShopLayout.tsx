import type { ReactNode } from 'react'
import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { MerchantHeader } from '../components/header/MerchantHeader.tsx'
import { readToken } from '../lib/auth-storage.ts'
import './layout.css'

export interface ShopLayoutData {
  shopSignedIn: boolean
}

/** The shop token lives in a cookie, so the server reads it from the request and the browser from its jar. */
export function shopLayoutLoader({ request }: LoaderFunctionArgs): ShopLayoutData {
  const cookieHeader = typeof document === 'undefined' ? (request.headers.get('cookie') ?? '') : undefined
  return { shopSignedIn: readToken('shop', cookieHeader) !== null }
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
