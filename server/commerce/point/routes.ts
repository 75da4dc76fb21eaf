import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { ledgerSchema, summarySchema } from '../../../schemas/api/point.ts'
import { pointLedger, pointSummary } from './service.ts'

/** The member's points (spec 7.2 member area); every route reads only the token owner's rows. */
export const pointRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = requireAuth('member')

  // ECShopX names the balance point/member/info and the ledger point/member.
  const summary = async (request: FastifyRequest) => ({ data: await pointSummary(app.db, memberId(request)) })
  app.get('/point/member/info', { schema: summarySchema, preHandler: auth }, summary)
  // Legacy name of the same call.
  app.get('/user.point.get', { schema: summarySchema, preHandler: auth }, summary)

  app.get('/point/member', { schema: ledgerSchema, preHandler: auth }, async (request) => ({
    data: await pointLedger(app.db, memberId(request), request.query),
  }))
}
