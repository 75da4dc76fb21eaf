import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { emptyBodyAsObject } from '../../lib/empty-body.ts'
import type { SchemaRequest } from '../../lib/typed-plugin.ts'
import { memberId, requireAuth } from '../../lib/auth.ts'
import {
  addSchema,
  batchSchema,
  checkReadySchema,
  checkSchema,
  countSchema,
  deleteSchema,
  giftSchema,
  listSchema,
  numSchema,
  totalSchema,
  type CheckInput,
  type CheckReadyInput,
  type DeleteInput,
  type ListQuery,
  type NumInput,
} from '../../../schemas/api/cart.ts'
import * as service from './service.ts'
import { cartInfo } from './view.ts'
import { now } from '../../../schemas/time.ts'

/** ECShopX clients send PUT and DELETE parameters in the query string, ours in the body: take both, the body winning. */
const merged = <T>(request: FastifyRequest): T => ({ ...(request.query as object), ...(request.body as object) }) as T

const legacy = <S extends { summary: string }>(schema: S, name: string): S => ({
  ...schema,
  summary: `${schema.summary}（旧接口 ${name}）`,
})

/** The GET form of a route that also takes POST: parameters only in the query string. */
const queryOnly = <S extends { body?: unknown }>(schema: S): Omit<S, 'body'> => {
  const { body: _body, ...rest } = schema
  return rest
}

/** The member's cart (spec 3 "Cart", 4 "Cart store" and "Buy flow", 7.2 "Item and cart"). */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Checked before the input so a guest learns nothing but 401.
  app.addHook('onRequest', requireAuth('member'))
  app.addHook('preValidation', emptyBodyAsObject)

  app.post('/cart', { schema: addSchema }, async (request) => ({
    data: await service.addToCart(app.db, memberId(request), request.body, now()),
  }))

  const list = async (request: FastifyRequest) => {
    const input = merged<ListQuery>(request)
    return { data: await cartInfo(app.db, memberId(request), input.cart_type ?? input.mode ?? 'cart', now()) }
  }
  app.get('/cart/list', { schema: listSchema }, list)
  app.get('/cart', { schema: listSchema }, list)
  app.get('/cart.get.new', { schema: legacy(listSchema, 'cart.get.new') }, list)
  app.post('/cart.get.new', { schema: { ...legacy(listSchema, 'cart.get.new'), body: listSchema.querystring } }, list)

  app.get('/cartcount', { schema: countSchema }, async (request) => ({
    data: await service.countCart(app.db, memberId(request)),
  }))

  app.put('/cartupdate/num', { schema: numSchema }, async (request) => ({
    data: await service.updateQuantity(app.db, memberId(request), merged<NumInput>(request), now()),
  }))

  app.put('/cartupdate/checkstatus', { schema: checkSchema }, async (request) => ({
    data: await service.updateChecked(app.db, memberId(request), merged<CheckInput>(request), now()),
  }))

  const batch = async (request: SchemaRequest<typeof batchSchema>) => ({
    data: await service.updateBatch(app.db, memberId(request), request.body, now()),
  })
  app.post('/cartupdate/batch', { schema: batchSchema }, batch)
  app.put('/cartupdate', { schema: batchSchema }, batch)
  app.post('/cart.update', { schema: legacy(batchSchema, 'cart.update') }, batch)

  const remove = async (request: FastifyRequest) => ({
    data: await service.deleteLines(app.db, memberId(request), merged<DeleteInput>(request), now()),
  })
  app.delete('/cartdel', { schema: deleteSchema }, remove)
  app.post('/cart.del', { schema: legacy(deleteSchema, 'cart.del') }, remove)

  const gift = async (request: SchemaRequest<typeof giftSchema>) => ({
    data: await service.addGift(app.db, memberId(request), request.body, now()),
  })
  app.post('/cart/gift', { schema: giftSchema }, gift)
  app.post('/cart.addGift', { schema: legacy(giftSchema, 'cart.addGift') }, gift)

  const total = async (request: FastifyRequest) => {
    const input = merged<ListQuery>(request)
    return { data: await service.cartTotal(app.db, memberId(request), input.cart_type ?? input.mode ?? 'cart', now()) }
  }
  app.get('/cart.total', { schema: queryOnly(totalSchema) }, total)
  app.post('/cart.total', { schema: totalSchema }, total)

  const ready = async (request: FastifyRequest) => ({
    data: await service.checkReady(app.db, memberId(request), merged<CheckReadyInput>(request), now()),
  })
  app.get('/cart.check', { schema: queryOnly(checkReadySchema) }, ready)
  app.post('/cart.check', { schema: checkReadySchema }, ready)
}
