import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { emptyBodyAsObject } from '../lib/empty-body.ts'
import { setOperatorCookie } from '../designer-api/operator-cookie.ts'
import { signInPerIp } from '../lib/sign-in/per-ip-limit.ts'
import { perAccountLimit } from '../lib/sign-in/per-account-limit.ts'
import { loginSchema } from '../../schemas/api/admin.ts'
import { operatorLogin } from './session/login.ts'
import { operatorReachable, operatorSecondFactor } from './session/second-factor.ts'

/**
 * The back office's first calls lived under the shopper API (`/api/h5app/wxapp/operator/login`,
 * `/api/h5app/wxapp/admin/*`). They keep answering for the clients written against them: the
 * sign-in here, the rest as aliases of the console's routes (see `routes.ts`), with the same
 * permission checks and company scope.
 */
export const legacyLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/operator/login',
    {
      schema: loginSchema,
      onRequest: signInPerIp(app),
      preValidation: emptyBodyAsObject,
      preHandler: perAccountLimit(app, 'operator', operatorSecondFactor(app), operatorReachable(app)),
    },
    async (request, reply) => {
      const session = await operatorLogin(
        { db: app.db, secret: app.config.secret, userAgent: request.headers['user-agent'] ?? '' },
        request.body,
      )
      setOperatorCookie(request, reply, session.token)
      return { data: session }
    },
  )
}
