import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TokenKind } from '../db/types.ts'
import { TOKEN_COOKIE, TOKEN_TTL } from './auth.ts'
import { overHttps } from './over-https.ts'

/**
 * The one cookie policy of every session token. Member and shop tokens are Lax: kept on links
 * from other sites, off their form posts. The operator's is Strict: no other site can make the
 * browser send it at all, so a forged request from elsewhere can neither publish a page nor
 * change the shop; an operator coming from a link signs in again. Every operator sign-in (the
 * designer's, `operator/login`, first-run setup) sets its cookie here.
 */
const TOKEN_SAME_SITE = { member: 'lax', shop: 'lax', operator: 'strict' } as const satisfies Record<
  TokenKind,
  'lax' | 'strict'
>

/**
 * HttpOnly, so no page script (nor an injected one) can read the token; the storefront learns
 * whether it exists from the server. Secure whenever the shop is reached over https. API clients
 * that are not browsers get the same token in the sign-in answer and send it as a Bearer header.
 */
function cookieOptions(request: FastifyRequest, kind: TokenKind) {
  return { path: '/', sameSite: TOKEN_SAME_SITE[kind], httpOnly: true, secure: overHttps(request) } as const
}

/** Set at every sign-in; cleared at sign-out and on a 401. */
export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, kind: TokenKind, token: string): void {
  reply.setCookie(TOKEN_COOKIE[kind], token, { ...cookieOptions(request, kind), maxAge: TOKEN_TTL[kind] })
}

export function clearTokenCookie(request: FastifyRequest, reply: FastifyReply, kind: TokenKind): void {
  reply.clearCookie(TOKEN_COOKIE[kind], cookieOptions(request, kind))
}
