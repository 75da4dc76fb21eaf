import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { createSession } from '../../lib/auth.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { setOperatorCookie } from '../../designer-api/operator-cookie.ts'
import { setupSchema, setupStateSchema } from '../../../schemas/api/admin/setup.ts'
import { setUpShop, setupState } from './service.ts'
import { AREA_CODES, SUPER_ADMIN_ROLE } from '../../../schemas/api/admin/areas.ts'

/** 初始化: a shop started from an empty database names itself and creates its first 超级管理员, once. */
export const setupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'public' as const }

  app.get('/setup', { schema: setupStateSchema, config }, async () => ({ data: await setupState(app.db) }))

  app.post(
    '/setup',
    { schema: setupSchema, config: { ...config, rateLimit: limits.loginPerIp } },
    async (request, reply) => {
      const operator = await setUpShop(app.db, request.body)
      const session = await createSession(
        app.db,
        app.config.secret,
        'operator',
        operator.id,
        request.headers['user-agent'] ?? '',
      )
      setOperatorCookie(request, reply, session.token)
      const info = { ...operator, name: operator.name, role_name: SUPER_ADMIN_ROLE, areas: AREA_CODES }
      return { data: { operator: info, expires_at: session.expiresAt } }
    },
  )
}
