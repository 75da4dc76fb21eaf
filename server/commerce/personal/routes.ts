import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { optionalAuth, TOKEN_COOKIE } from '../../lib/auth.ts'
import { personalSchema } from '../../../schemas/api/personal.ts'
import { personalParts } from './service.ts'

/**
 * GET member/personal: what a shared page shows of the member, asked once after load (the pages
 * themselves are rendered per audience and hold nothing of anyone). Never stored by any cache.
 */
export const personalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/member/personal',
    { schema: personalSchema, preHandler: optionalAuth('member') },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      if (!request.principal) {
        // A session cookie naming no live session is cleared: it is HttpOnly, so the page cannot.
        if (request.cookies[TOKEN_COOKIE.member]) reply.clearCookie(TOKEN_COOKIE.member, { path: '/' })
        return { data: { signed_in: false } }
      }
      return { data: await personalParts(app.db, request.principal.id, request.query) }
    },
  )
}
