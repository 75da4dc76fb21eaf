import type { FastifyReply, FastifyRequest } from 'fastify'
import { TOKEN_COOKIE, TOKEN_TTL } from '../../lib/auth.ts'
import type { TokenKind } from '../../db/types.ts'

/**
 * The token also rides in a cookie so server rendering sees the session. Not httpOnly: the
 * storefront removes the customer token itself on a 401 (spec 4). Lax keeps it on links from
 * other sites but off cross-site form posts.
 */
export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, kind: TokenKind, token: string): void {
  reply.setCookie(TOKEN_COOKIE[kind], token, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: request.protocol === 'https',
    maxAge: TOKEN_TTL[kind],
  })
}

export function clearTokenCookie(reply: FastifyReply, kind: TokenKind): void {
  reply.clearCookie(TOKEN_COOKIE[kind], { path: '/' })
}
