import { redirect } from 'react-router-dom'
import { getAuditStatus, merchantHttp, type AuditStatusAnswer } from '../../api/merchant.ts'
import type { Http } from '../../api/http.ts'
import { hasSession } from '../../lib/auth-storage.ts'
import { loaderApi } from '../../routing/loader-api.ts'

/** Whether the visitor holds a shop token: the request's cookie on the server, what the page was told in the browser. */
export function shopSignedIn(request: Request): boolean {
  const cookieHeader = typeof document === 'undefined' ? (request.headers.get('cookie') ?? '') : undefined
  return hasSession('shop', cookieHeader)
}

/** The client for merchant calls in a loader: the request's own on the server, the merchant one in the browser. */
export function shopApi(context: unknown): Http {
  return typeof document === 'undefined' ? loaderApi(context) : merchantHttp()
}

/**
 * The signed-in merchant's application state, or null when nobody is signed in as a merchant or
 * the shop session has ended (the page then offers the merchant sign-in).
 */
export async function loadAuditStatus(context: unknown, request: Request): Promise<AuditStatusAnswer | null> {
  if (!shopSignedIn(request)) return null
  try {
    return await getAuditStatus(shopApi(context), { silent: true })
  } catch {
    return null
  }
}

/** Where a signed-out visitor of the settlement pages goes: the merchant sign-in, opened at 商家注册. */
export const SIGN_UP_PATH = '/shop?mode=register'

/** The merchant pages behind sign-in send a signed-out visitor to /shop, the merchant's sign-in and home. */
export function requireShopSession(request: Request): void {
  if (!shopSignedIn(request)) throw redirect(SIGN_UP_PATH)
}

/** A call refused for an ended shop session sends the visitor to /shop as well. */
export function isSessionEnded(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 401
  )
}
