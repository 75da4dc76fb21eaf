import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed, expiring links to shoppers' and merchants' own photos (after-sales evidence, 晒单,
 * licences and ID cards). A photo is stored and sent in forms by its plain address
 * (`/uploads/member/12/2026/11/<hex>.png`); that address alone opens nothing. An API answer that
 * shows a photo to someone entitled to it carries the address with `?e=<expiry>&s=<signature>`,
 * which the photo route checks. Expiries fall on the hour, so a link stays the same for an hour
 * (browsers cache the photo) and works for one to two hours.
 */

/** The plain address of a private photo: its owner's namespace, then the storage key's shape. */
export const PRIVATE_PHOTO_PATH = /^\/uploads\/(?:member|shop)\/\d{1,10}\/\d{4}\/\d{2}\/[0-9a-f]{24}\.(?:png|jpg)$/

const SIGNED = /^([^?#]+)\?e=(\d{1,12})&s=([A-Za-z0-9_-]{43})$/

const HOUR_S = 3600
const PURPOSE = 'photo-link:'

const signature = (secret: string, path: string, expires: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}${expires}:${path}`).digest('base64url')

/** When a link made at `now` (unix seconds) stops working: the end of the next whole hour. */
export const linkExpiry = (now: number) => (Math.floor(now / HOUR_S) + 2) * HOUR_S

/** The address to show: a private photo's plain address signed until linkExpiry; any other address as it is. */
export function signPhotoUrl(secret: string, url: string, now: number): string {
  if (!PRIVATE_PHOTO_PATH.test(url)) return url
  const expires = linkExpiry(now)
  return `${url}?e=${expires}&s=${signature(secret, url, expires)}`
}

/** Whether a signature is genuine for this plain address and has not expired. */
export function verifyPhotoLink(secret: string, path: string, expires: string, given: string, now: number): boolean {
  if (!PRIVATE_PHOTO_PATH.test(path) || !/^\d{1,12}$/.test(expires) || Number(expires) <= now) return false
  const expected = Buffer.from(signature(secret, path, Number(expires)))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * A signed private photo link back to the plain address it was made from (what forms send back
 * is what the answers showed); anything else unchanged. The signature is not checked here: the
 * plain address grants nothing, and whose photo it is gets checked where it is used.
 */
export function plainPhotoUrl(url: string): string {
  const match = SIGNED.exec(url)
  return match && PRIVATE_PHOTO_PATH.test(match[1] as string) ? (match[1] as string) : url
}
