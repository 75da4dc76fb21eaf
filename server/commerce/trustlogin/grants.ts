import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, TrustLoginGrantKind, TrustLoginGrantsTable } from '../../db/types.ts'
import type { TrustIdentity } from './provider.ts'
import { deleteExpiredGrants, findLiveGrantById, insertGrant, insertUsedState, markGrantUsed } from './repo.ts'
import { now } from '../../../schemas/time.ts'

/**
 * The one-time pieces of the sign-in flow.
 *
 * A state is stateless until used: `<exp:10 digits><nonce:16 hex><mac:32 hex>`, only letters and
 * digits and well under WeChat's 128-byte limit. Its MAC covers the company, the login type and
 * the browser key (a cookie set with it), so a state works only for the browser it was issued
 * to. Using it records its nonce; a second use hits the primary key and is refused.
 *
 * Codes (the test provider's) and tickets (an identity waiting to be bound) are rows; the token
 * handed out is `<id:32 hex><mac:32 hex>`, so a forged token is refused before any query.
 */

export type Grant = Selectable<TrustLoginGrantsTable>

function mac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex').slice(0, 32)
}

function sameMac(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8')
  const right = Buffer.from(b, 'utf8')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A random value for the browser-key cookie. */
export function newBrowserKey(): string {
  return randomBytes(16).toString('hex')
}

export function isBrowserKey(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{32}$/.test(value)
}

export interface StateScope {
  companyId: number
  type: string
  browserKey: string
}

const stateMac = (secret: string, scope: StateScope, exp: string, nonce: string) =>
  mac(secret, `trustlogin-state\n${scope.companyId}\n${scope.type}\n${exp}\n${nonce}\n${scope.browserKey}`)

export function issueState(secret: string, scope: StateScope, ttlSeconds: number, at = now()): string {
  const exp = String(at + ttlSeconds).padStart(10, '0')
  const nonce = randomBytes(8).toString('hex')
  return `${exp}${nonce}${stateMac(secret, scope, exp, nonce)}`
}

/** The state's nonce and expiry when it is genuine for this scope and not expired; otherwise null. */
export function checkState(
  secret: string,
  state: unknown,
  scope: StateScope,
  at = now(),
): { nonce: string; expiresAt: number } | null {
  if (typeof state !== 'string' || !isBrowserKey(scope.browserKey)) return null
  const parts = /^(\d{10})([0-9a-f]{16})([0-9a-f]{32})$/.exec(state)
  if (!parts) return null
  const [, exp, nonce, given] = parts
  if (!sameMac(given, stateMac(secret, scope, exp, nonce))) return null
  const expiresAt = Number(exp)
  return expiresAt > at ? { nonce, expiresAt } : null
}

/** Records a genuine state as used; false when it was used before. */
export async function useState(
  db: Kysely<Database>,
  type: string,
  checked: { nonce: string; expiresAt: number },
  at = now(),
): Promise<boolean> {
  await deleteExpiredGrants(db, at)
  return insertUsedState(db, { id: `state:${checked.nonce}`, type, expiresAt: checked.expiresAt, at })
}

const grantMac = (secret: string, kind: TrustLoginGrantKind, id: string) => mac(secret, `trustlogin-${kind}\n${id}`)

/** The grant id inside a token, when its MAC checks out. */
export function grantId(secret: string, kind: TrustLoginGrantKind, token: unknown): string | null {
  if (typeof token !== 'string') return null
  const parts = /^([0-9a-f]{32})([0-9a-f]{32})$/.exec(token)
  if (!parts || !sameMac(parts[2], grantMac(secret, kind, parts[1]))) return null
  return parts[1]
}

export interface GrantInput {
  kind: Exclude<TrustLoginGrantKind, 'state'>
  companyId: number
  type: string
  identity: TrustIdentity
  ttlSeconds: number
}

/** Stores a grant and returns its token. */
export async function issueGrant(db: Kysely<Database>, secret: string, input: GrantInput, at = now()): Promise<string> {
  const id = randomBytes(16).toString('hex')
  await deleteExpiredGrants(db, at)
  await insertGrant(db, {
    id,
    kind: input.kind,
    company_id: input.companyId,
    type: input.type,
    openid: input.identity.openid,
    unionid: input.identity.unionid,
    nickname: input.identity.nickname,
    avatar: input.identity.avatar,
    expires_at: at + input.ttlSeconds,
    used_at: null,
  })
  return `${id}${grantMac(secret, input.kind, id)}`
}

/** The live (unused, unexpired) grant a token names, if any. */
export async function findLiveGrant(
  db: Kysely<Database>,
  secret: string,
  kind: GrantInput['kind'],
  token: unknown,
  at = now(),
): Promise<Grant | undefined> {
  const id = grantId(secret, kind, token)
  if (!id) return undefined
  return findLiveGrantById(db, id, kind, at)
}

/** Marks a grant used; false when another request used it first (or it expired meanwhile). */
export function useGrant(db: Kysely<Database>, id: string, at = now()): Promise<boolean> {
  return markGrantUsed(db, id, at)
}

export function identityOf(grant: Grant): TrustIdentity {
  return { openid: grant.openid, unionid: grant.unionid, nickname: grant.nickname, avatar: grant.avatar }
}
