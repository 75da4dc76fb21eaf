import { DEFAULT_REDIRECT } from '../../schemas/redirect.ts'

/** A sign-in page's address that keeps the shopper's way back ('/auth/reg?redirectUrl=%2Fcart'). */
export function withRedirect(pathname: string, redirectPath: string): string {
  return redirectPath === DEFAULT_REDIRECT ? pathname : `${pathname}?redirectUrl=${encodeURIComponent(redirectPath)}`
}
