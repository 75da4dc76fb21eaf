import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TokenKind } from '../db/types.ts'
import { TOKEN_COOKIE, TOKEN_TTL } from './auth.ts'
import { overHttps } from './over-https.ts'

/**
 * The browser's session: the token rides in a cookie the server sets at every sign-in and clears
 * at sign-out and on a 401. HttpOnly, so no page script (nor an injected one) can read it; the
 * storefront learns whether it exists from the server. Lax keeps it on links from other sites but
 * off cross-site form posts; Secure whenever the shop is reached over https. API clients that are
 * not browsers get the same token in the sign-in answer and send it as a Bearer header.
 */
function cookieOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax', httpOnly: true, secure: overHttps(request) } as const
}

export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, kind: TokenKind, token: string): void {
  reply.setCookie(TOKEN_COOKIE[kind], token, { ...cookieOptions(request), maxAge: TOKEN_TTL[kind] })
}

export function clearTokenCookie(request: FastifyRequest, reply: FastifyReply, kind: TokenKind): void {
  reply.clearCookie(TOKEN_COOKIE[kind], cookieOptions(request))
}
