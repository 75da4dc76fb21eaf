import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The two passes of password recovery by account, both signed and short-lived:
 * - account_ticket (from /user.check.account): this browser answered the captcha for this
 *   account and may have codes sent to the account's own mobile or email;
 * - verify_key (from /user.account.verify): the member proved control of that mobile or email
 *   and may set a new password once.
 * Each names the member and a stamp of the member's password hash, so a password change (the
 * reset itself) ends every pass issued before it.
 */
export type PassKind = 'account_ticket' | 'verify_key'

/** Lifetimes in seconds. */
export const PASS_TTL: Record<PassKind, number> = {
  account_ticket: 15 * 60,
  verify_key: 15 * 60,
}

interface PassClaims {
  kind: PassKind
  /** members.id */
  sub: number
  /** passwordStamp() of the member's password hash when the pass was issued. */
  pwd: string
  /** Expiry, unix seconds. */
  exp: number
}

export interface Pass {
  memberId: number
  stamp: string
}

/** The pass kind is part of what is signed, so one kind can never stand in for the other (or for a session token). */
const sign = (secret: string, kind: PassKind, body: string) =>
  createHmac('sha256', secret).update(`account-pass:${kind}\n${body}`).digest('base64url')

/** A short keyed digest of a password hash: it tells whether the password changed without carrying the hash. */
export function passwordStamp(secret: string, passwordHash: string): string {
  return createHmac('sha256', secret).update(`password-stamp\n${passwordHash}`).digest('base64url').slice(0, 22)
}

export function sameStamp(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

export function issuePass(
  secret: string,
  kind: PassKind,
  member: { id: number; password_hash: string },
  now: number,
): string {
  const claims: PassClaims = {
    kind,
    sub: member.id,
    pwd: passwordStamp(secret, member.password_hash),
    exp: now + PASS_TTL[kind],
  }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${sign(secret, kind, body)}`
}

/** The member and password stamp a pass names, or null when it is malformed, forged, of another kind or expired. */
export function readPass(secret: string, kind: PassKind, token: string, now: number): Pass | null {
  if (token.length > 512) return null
  const [body, mac, extra] = token.split('.')
  if (!body || !mac || extra !== undefined) return null
  if (!sameStamp(sign(secret, kind, body), mac)) return null
  let claims: Partial<PassClaims>
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<PassClaims>
  } catch {
    return null
  }
  if (
    claims.kind !== kind ||
    !Number.isSafeInteger(claims.sub) ||
    typeof claims.pwd !== 'string' ||
    !Number.isSafeInteger(claims.exp)
  )
    return null
  if ((claims.exp as number) <= now) return null
  return { memberId: claims.sub as number, stamp: claims.pwd }
}
