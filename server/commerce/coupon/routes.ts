import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import type { SchemaRequest } from '../../lib/typed-plugin.ts'
import { memberId, optionalAuth, requireAuth } from '../../lib/auth.ts'
import {
  cardListSchema,
  heldListSchema,
  receiveBodySchema,
  receiveSchema,
  type ReceiveQuery,
} from '../../../schemas/api/coupon.ts'
import { cardList, claimCoupon, heldCards } from './service.ts'

/** Coupons (spec 7.2): shop/item lists for everyone, receiving and "my coupons" for members. */
export const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list = async (request: SchemaRequest<typeof cardListSchema>) => ({
    data: await cardList(app.db, request.principal?.id ?? null, request.query),
  })
  app.get('/getCardList', { schema: cardListSchema, preHandler: optionalAuth('member') }, list)
  app.get('/user/newGetCardList', { schema: cardListSchema, preHandler: optionalAuth('member') }, list)

  // GET because the storefront calls it so (spec 7.2); it is still a member-only write, so the GET
  // gets the cross-site check (server/lib/cross-site.ts) and POST is offered beside it.
  const receive = async (request: FastifyRequest, input: ReceiveQuery) => ({
    data: await claimCoupon(app.db, memberId(request), input.card_id),
  })
  app.get(
    '/user/receiveCard',
    { schema: receiveSchema, preHandler: requireAuth('member'), config: { changesData: true } },
    (request) => receive(request, request.query),
  )
  app.post('/user/receiveCard', { schema: receiveBodySchema, preHandler: requireAuth('member') }, (request) =>
    receive(request, request.body),
  )

  app.get('/user/getUserCardList', { schema: heldListSchema, preHandler: requireAuth('member') }, async (request) => ({
    data: await heldCards(app.db, memberId(request), request.query),
  }))
}
