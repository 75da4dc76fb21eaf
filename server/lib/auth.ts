import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database, TokenKind } from '../db/types.ts'
import { fail } from './errors.ts'
import { insertSession, revokeSessionRow, revokeSubjectSessions, sessionState } from './sessions-repo.ts'
import { issueToken, newSessionId, verifyTokenCached, type TokenClaims } from './token.ts'
import { now } from '../../schemas/time.ts'

/** Lifetimes of the three token kinds, in seconds. */
export const TOKEN_TTL: Record<TokenKind, number> = {
  member: 30 * 24 * 3600,
  shop: 7 * 24 * 3600,
  operator: 12 * 3600,
}

/** The HttpOnly cookie a browser keeps each token in; the API reads it when no Bearer header is sent. */
export const TOKEN_COOKIE: Record<TokenKind, string> = {
  member: 'customer_token',
  shop: 'shop_token',
  operator: 'operator_token',
}

export interface Principal {
  id: number
  kind: TokenKind
  sessionId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth`/`optionalAuth`; null for guests. */
    principal: Principal | null
  }
}

/** Records a session and returns its signed token. */
export async function createSession(
  db: Kysely<Database>,
  secret: string,
  kind: TokenKind,
  subjectId: number,
  userAgent = '',
): Promise<{ token: string; expiresAt: number }> {
  const sid = newSessionId()
  const expiresAt = now() + TOKEN_TTL[kind]
  await insertSession(db, { id: sid, kind, subjectId, expiresAt, userAgent })
  return { token: issueToken(secret, { sub: subjectId, kind, sid, exp: expiresAt }), expiresAt }
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await revokeSessionRow(db, sessionId, now())
}

/** Revokes every live session of a subject (after a password change or reset). */
export async function revokeAllSessions(
  db: Kysely<Database>,
  kind: TokenKind,
  subjectId: number,
  exceptSessionId?: string,
): Promise<void> {
  await revokeSubjectSessions(db, kind, subjectId, now(), exceptSessionId)
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || undefined
  return undefined
}

/** Verifies signature, expiry, kind and that the session was not revoked. */
function principalOf(app: FastifyInstance, request: FastifyRequest, kind: TokenKind): Promise<Principal | null> {
  const token = bearer(request) ?? request.cookies?.[TOKEN_COOKIE[kind]]
  return token ? principalOfToken(app, token, kind) : Promise.resolve(null)
}

/** The principal of a token of this kind, or null: bad signature, expired, another kind or revoked. */
export async function principalOfToken(
  app: FastifyInstance,
  token: string,
  kind: TokenKind,
): Promise<Principal | null> {
  const claims: TokenClaims | null = verifyTokenCached(app.config.secret, token)
  if (!claims || claims.kind !== kind) return null
  const [session] = (await sessionState(app.db, claims.sid, kind, claims.sub)).rows
  if (!session || session.revoked_at !== null || session.expires_at <= now()) return null
  return { id: claims.sub, kind, sessionId: claims.sid }
}

/**
 * preHandler: 401 unless a live token of this kind is presented. A session cookie that names no
 * live session is cleared in the same answer: it is HttpOnly, so the page cannot drop it itself.
 */
export function requireAuth(kind: TokenKind = 'member') {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const principal = await principalOf(this, request, kind)
    if (!principal) {
      if (!bearer(request) && request.cookies?.[TOKEN_COOKIE[kind]])
        reply.clearCookie(TOKEN_COOKIE[kind], { path: '/' })
      throw fail(kind === 'member' ? 'UNAUTHORIZED' : 'SESSION_EXPIRED')
    }
    request.principal = principal
  }
}

/** preHandler: sets `request.principal` when a live token is presented; guests pass as null. */
export function optionalAuth(kind: TokenKind = 'member') {
  return async function (this: FastifyInstance, request: FastifyRequest) {
    request.principal = await principalOf(this, request, kind)
  }
}

/** The member id of a request that passed `requireAuth('member')`. */
export function memberId(request: FastifyRequest): number {
  if (request.principal?.kind !== 'member') throw fail('UNAUTHORIZED')
  return request.principal.id
}
