import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { sendNoContent } from '../lib/typed-plugin.ts'
import { operatorLogin } from '../admin-api/session/login.ts'
import { signInPerIp } from '../lib/sign-in/per-ip-limit.ts'
import { perAccountLimit, signInNeedsCode } from '../lib/sign-in/per-account-limit.ts'
import { limits } from '../lib/sign-in/limits.ts'
import { operatorReachable, operatorSecondFactor } from '../admin-api/session/second-factor.ts'
import { sendOperatorSignInCode } from '../admin-api/session/sign-in-code.ts'
import { smsProvider } from '../commerce/sms/provider.ts'
import { OPERATOR_CODE_ANSWER, operatorCodeSchema } from '../../schemas/api/admin/operator-sign-in.ts'
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

/**
 * The operator's designer session (the console signs in here too): sign in, who am I, sign out,
 * and the texted code an account under attack asks of a new address (`session/code`).
 */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const operator = requireOperator(app)

  app.post(
    '/session',
    {
      schema: signInSchema,
      config: { access: 'public' },
      onRequest: signInPerIp(app),
      preValidation: credentialsGiven,
      preHandler: perAccountLimit(app, 'operator', operatorSecondFactor(app), operatorReachable(app)),
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

  const needsCode = signInNeedsCode(app, 'operator')
  app.post(
    '/session/code',
    { schema: operatorCodeSchema, config: { access: 'public', rateLimit: limits.smsPerIp } },
    async (request) => {
      await sendOperatorSignInCode(
        { db: app.db, secret: app.config.secret, provider: smsProvider(app), log: request.log },
        request.body.username,
        (account) => needsCode(account, request),
      )
      return { data: { status: true, message: OPERATOR_CODE_ANSWER } }
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
