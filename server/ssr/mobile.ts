/**
 * Phones go to the mobile site (spec 1, 9: "Mobile user agents redirect to /h5"). Tablets keep the
 * desktop site: iPad and Android tablet user agents carry no "Mobile Safari" or "Android … Mobile".
 */
const MOBILE_AGENT =
  /iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Mobile Safari|HarmonyOS.*Mobile/i
const TABLET_AGENT = /iPad|Tablet/i

export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return !!userAgent && MOBILE_AGENT.test(userAgent) && !TABLET_AGENT.test(userAgent)
}

/** The cookie and query parameter with which a phone asks to stay on the desktop site. */
export const FORCE_PC = 'force_pc'
/** Helper cookies live 30 days (spec 9). */
export const FORCE_PC_MAX_AGE_S = 30 * 24 * 3600

/** `path` is `prefix` or below it. */
export const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`)

/**
 * Where a phone asking for `url` (path and query) is sent: the H5 address plus the same path and
 * query, or undefined when it stays (the mobile pages themselves, so there is no loop).
 */
export function mobileLocation(h5Url: string, url: string): string | undefined {
  const path = url.split('?')[0] ?? url
  const h5 = h5Url.replace(/\/+$/, '')
  if (isUnder(path, '/h5') || (h5.startsWith('/') && isUnder(path, h5))) return undefined
  return h5 + url
}
