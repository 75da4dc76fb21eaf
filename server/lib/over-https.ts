import type { FastifyRequest } from 'fastify'

/**
 * Whether the browser reached the shop over HTTPS: the request's own protocol (X-Forwarded-Proto
 * counts only from a trusted proxy, see TRUST_PROXY) or an https PUBLIC_URL.
 */
export function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.publicUrl.startsWith('https:')
}
