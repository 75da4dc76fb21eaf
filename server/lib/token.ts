import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import * as clock from '../../schemas/time.ts'

export type TokenKind = 'member' | 'shop' | 'operator'

export interface TokenClaims {
  /** Subject: member id, merchant account id or operator id. */
  sub: number
  kind: TokenKind
  /** Session id, stored server-side so a token can be revoked (logout). */
  sid: string
  /** Expiry, unix seconds. */
  exp: number
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url')

function sign(secret: string, body: string): string {
  return b64(createHmac('sha256', secret).update(body).digest())
}

export function newSessionId(): string {
  return randomBytes(18).toString('base64url')
}

/** `<payload>.<hmac>`; the payload is base64url JSON of the claims. */
export function issueToken(secret: string, claims: TokenClaims): string {
  const body = b64(JSON.stringify(claims))
  return `${body}.${sign(secret, body)}`
}

/** Returns the claims when the signature matches and the token has not expired; otherwise null. */
export function verifyToken(secret: string, token: string, now = clock.now()): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 1024) return null
  const [body, mac, extra] = token.split('.')
  if (!body || !mac || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  let claims: TokenClaims
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Number.isInteger(claims.sub) || typeof claims.sid !== 'string' || !Number.isInteger(claims.exp)) return null
  if (!['member', 'shop', 'operator'].includes(claims.kind)) return null
  return claims.exp > now ? claims : null
}

/** Signatures already checked, per secret; cleared when full rather than grown without bound. */
const verified = new Map<string, Map<string, TokenClaims>>()
const VERIFIED_CAPACITY = 10_000

/**
 * verifyToken, remembering tokens whose signature checked out: the HMAC of a token never changes,
 * and every signed-in request presents one. Expiry is checked every time, as before.
 */
export function verifyTokenCached(secret: string, token: string, now = clock.now()): TokenClaims | null {
  let known = verified.get(secret)
  if (!known) {
    known = new Map()
    verified.set(secret, known)
  }
  const claims = known.get(token)
  if (claims) return claims.exp > now ? claims : null
  const checked = verifyToken(secret, token, now)
  if (checked) {
    if (known.size >= VERIFIED_CAPACITY) known.clear()
    known.set(token, checked)
  }
  return checked
}
