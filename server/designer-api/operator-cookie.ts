import type { FastifyReply, FastifyRequest } from 'fastify'
import { overHttps } from '../lib/over-https.ts'
import { TOKEN_COOKIE, TOKEN_TTL } from '../lib/auth.ts'

/**
 * The designer keeps the operator token where page scripts cannot read it (HttpOnly) and where
 * no other site can make the browser send it (SameSite=Strict), so a forged form post from
 * elsewhere cannot publish a page. Secure whenever the shop is reached over https.
 */
export function setOperatorCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(TOKEN_COOKIE.operator, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: overHttps(request),
    maxAge: TOKEN_TTL.operator,
  })
}

export function clearOperatorCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE.operator, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: overHttps(request),
  })
}
