import type { FastifyReply, FastifyRequest } from 'fastify'
import { clearTokenCookie, setTokenCookie } from '../lib/token-cookie.ts'

/**
 * The operator's session cookie, with the policy every session cookie follows
 * (`lib/token-cookie.ts`: HttpOnly, SameSite=Strict for operators, Secure over https).
 */
export function setOperatorCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setTokenCookie(request, reply, 'operator', token)
}

export function clearOperatorCookie(request: FastifyRequest, reply: FastifyReply): void {
  clearTokenCookie(request, reply, 'operator')
}
