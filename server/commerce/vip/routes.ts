import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { memberId, optionalAuth, requireAuth } from '../../lib/auth.ts'
import { buySchema, gradeListSchema, rightsSchema } from '../../../schemas/api/vip.ts'
import { buyGrade, gradeList, memberRights } from './service.ts'

/** VIP grades (spec 7.2): the grade list, buying a grade and the member's rights. */
export const vipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/vipgrades/newlist', { schema: gradeListSchema, preHandler: optionalAuth('member') }, async (request) => ({
    data: await gradeList(app.db, request.principal?.id ?? null),
  }))

  app.post('/vipgrades/buy', { schema: buySchema, preHandler: requireAuth('member') }, async (request) => ({
    data: await buyGrade(app.db, memberId(request), request.body.grade_id),
  }))

  const rights = async (request: FastifyRequest) => ({ data: await memberRights(app.db, memberId(request)) })
  app.get('/member/rights', { schema: rightsSchema, preHandler: requireAuth('member') }, rights)
  // Legacy name of the same call.
  app.get('/user.rights', { schema: rightsSchema, preHandler: requireAuth('member') }, rights)
}
