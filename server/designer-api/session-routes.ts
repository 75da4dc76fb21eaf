import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { sendNoContent } from '../lib/typed-plugin.ts'
import { operatorLogin } from '../admin-api/session/login.ts'
import { signInPerIp } from '../lib/sign-in/per-ip-limit.ts'
import { perAccountLimit } from '../lib/sign-in/per-account-limit.ts'
import { revokeSession } from '../lib/auth.ts'
import { fail } from '../lib/errors.ts'
import type { Session } from '../../schemas/api/designer.ts'
import { clearOperatorCookie, setOperatorCookie } from './operator-cookie.ts'
import { operatorOf, requireOperator } from './operator-guard.ts'
import { signInSchema, signOutSchema, sessionSchema } from './schemas.ts'

/** A blank account or password gets the sign-in form's own words, not a schema message. */
async function credentialsGiven(request: FastifyRequest) {
  const body = (request.body ?? {}) as Record<string, unknown>
  if (typeof body.username !== 'string' || !body.username.trim()) throw fail('USERNAME_REQUIRED')
  if (typeof body.password !== 'string' || !body.password) throw fail('PASSWORD_REQUIRED')
}

/** The operator's designer session: sign in (the back office's operator login), who am I, sign out. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const operator = requireOperator(app)

  app.post(
    '/session',
    {
      schema: signInSchema,
      config: { access: 'public' },
      onRequest: signInPerIp(app),
      preValidation: credentialsGiven,
      preHandler: perAccountLimit(app, 'operator'),
    },
    async (request, reply) => {
      const session = await operatorLogin(
        { db: app.db, secret: app.config.secret, userAgent: request.headers['user-agent'] ?? '' },
        request.body,
      )
      setOperatorCookie(request, reply, session.token)
      const data: Session = { operator: session.operator, expires_at: session.expires_at }
      return { data }
    },
  )

  app.get(
    '/session',
    { schema: sessionSchema, config: { access: 'signed-in' }, preHandler: operator },
    async (request: FastifyRequest) => {
      const { id, username, name, role_name, areas, expiresAt } = operatorOf(request)
      const data: Session = { operator: { id, username, name, role_name, areas }, expires_at: expiresAt }
      return { data }
    },
  )

  app.delete(
    '/session',
    { schema: signOutSchema, config: { access: 'signed-in' }, preHandler: operator },
    async (request, reply) => {
      await revokeSession(app.db, operatorOf(request).sessionId)
      clearOperatorCookie(request, reply)
      return sendNoContent(reply)
    },
  )
}
