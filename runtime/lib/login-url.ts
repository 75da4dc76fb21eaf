/** The login page that sends the shopper back to `returnPath` afterwards (spec 4 "401 response", 2.5). */
export function loginUrl(returnPath: string): string {
  return `/auth/login?redirectUrl=${encodeURIComponent(returnPath)}`
}
