import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import * as clock from '../../../schemas/time.ts'

/**
 * The upload token of spec 7.2: lets the bearer store one file under one key for one company,
 * for ten minutes, without any other credential (the storage endpoint may be another host).
 * `<payload>.<hmac>` like session tokens, but signed under its own purpose so neither kind of
 * token can pass for the other.
 */

export const UPLOAD_TOKEN_TTL_S = 10 * 60

export interface UploadGrant {
  key: string
  companyId: number
  /** Unix seconds. */
  exp: number
}

const PURPOSE = 'designer-upload:'

/**
 * `<namespace>/<year>/<month>/<24 hex>`: unguessable, and safe as a file path. The namespace is
 * `designer` for operators' images, `member/<id>` or `shop/<id>` for shoppers' and merchants' photos.
 */
export const KEY_PATTERN = /^(?:designer|member\/\d{1,10}|shop\/\d{1,10})\/\d{4}\/\d{2}\/[0-9a-f]{24}$/

export function newUploadKey(at: Date = new Date(), namespace = 'designer'): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, '0')
  return `${namespace}/${at.getUTCFullYear()}/${month}/${randomBytes(12).toString('hex')}`
}

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + body)
    .digest('base64url')

export function issueUploadToken(secret: string, grant: UploadGrant): string {
  const body = Buffer.from(JSON.stringify({ k: grant.key, c: grant.companyId, e: grant.exp })).toString('base64url')
  return `${body}.${mac(secret, body)}`
}

/** The grant of a genuine, unexpired token; null otherwise. */
export function verifyUploadToken(secret: string, token: string, now = clock.now()): UploadGrant | null {
  if (token.length > 512) return null
  const [body, given, extra] = token.split('.')
  if (!body || !given || extra !== undefined) return null
  const expected = Buffer.from(mac(secret, body))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  let claims: { k?: unknown; c?: unknown; e?: unknown }
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (
    typeof claims.k !== 'string' ||
    !KEY_PATTERN.test(claims.k) ||
    !Number.isInteger(claims.c) ||
    !Number.isInteger(claims.e)
  )
    return null
  if ((claims.e as number) <= now) return null
  return { key: claims.k, companyId: claims.c as number, exp: claims.e as number }
}
