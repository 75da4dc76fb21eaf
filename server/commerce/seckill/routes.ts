import type { FastifyPluginAsync } from 'fastify'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { ticketSchema, type TicketQuery } from '../../../schemas/api/seckill.ts'
import { issueTicket } from './service.ts'

/** Seckill: the ticket a member needs before checking out a seckill SKU (spec 4 "Buy flow"). */
export const seckillRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: TicketQuery }>(
    '/promotion/seckillactivity/geticket',
    { schema: ticketSchema, onRequest: requireAuth('member') },
    async (request) => ({
      data: await issueTicket(
        app.db,
        memberId(request),
        { ...request.query, num: request.query.num ?? 1 },
        Math.floor(Date.now() / 1000),
      ),
    }),
  )
}
