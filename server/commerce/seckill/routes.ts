import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { ticketSchema } from '../../../schemas/api/seckill.ts'
import { issueTicket } from './service.ts'
import { now } from '../../../schemas/time.ts'

/** Seckill: the ticket a member needs before checking out a seckill SKU (spec 4 "Buy flow"). */
export const seckillRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/promotion/seckillactivity/geticket',
    { schema: ticketSchema, onRequest: requireAuth('member') },
    async (request) => ({
      data: await issueTicket(app.db, memberId(request), { ...request.query, num: request.query.num ?? 1 }, now()),
    }),
  )
}
