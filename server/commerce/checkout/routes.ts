import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import type { SchemaRequest } from '../../lib/typed-plugin.ts'
import { toCheckoutRequest } from './request.ts'
import {
  checkoutQuerySchema,
  checkoutSchema,
  freightSchema,
  orderNewSchema,
  orderSummarySchema,
  type CheckoutBody,
} from '../../../schemas/api/checkout.ts'
import * as service from './service.ts'
import { memberOrderSettings, orderSettingDefaults } from '../order-settings/settings.ts'
import { now } from '../../../schemas/time.ts'

/** The body key wins over the Idempotency-Key header; either must be short printable text. */
function idempotencyKey(request: SchemaRequest<typeof orderNewSchema>): string | undefined {
  const header = request.headers['idempotency-key']
  const raw = request.body.idempotency_key ?? (Array.isArray(header) ? header[0] : header)
  const key = raw?.trim()
  if (!key) return undefined
  if (!/^[\x21-\x7e]{1,64}$/.test(key)) throw fail('IDEMPOTENCY_KEY_INVALID')
  return key
}

/**
 * Checkout and order creation (spec 4 "Buy flow", 7.2 /cart.checkout, getFreightFee, order_new).
 * The sweep that cancels unpaid orders once they expire is one of the app's jobs (server/jobs).
 */
export const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = requireAuth('member')

  const preview = async (request: FastifyRequest, input: CheckoutBody) => ({
    data: await service.previewCheckout(app.db, memberId(request), toCheckoutRequest(input), now()),
  })
  for (const url of ['/cart/checkout', '/cart.checkout']) {
    app.post(url, { schema: checkoutSchema, onRequest: auth }, (request) => preview(request, request.body ?? {}))
    app.get(url, { schema: checkoutQuerySchema, onRequest: auth }, (request) => preview(request, request.query))
  }

  app.post('/getFreightFee', { schema: freightSchema, onRequest: auth }, async (request) => {
    const body = request.body ?? {}
    const province =
      body.province_code || body.province ? { provinceCode: body.province_code, province: body.province } : null
    return { data: await service.checkoutFreight(app.db, memberId(request), toCheckoutRequest(body), province, now()) }
  })

  const create = async (request: SchemaRequest<typeof orderNewSchema>) => {
    request.body ??= {}
    const key = idempotencyKey(request)
    const member = memberId(request)
    const settings = await memberOrderSettings(app.db, member, orderSettingDefaults(app.config))
    const options = { unpaidMinutes: settings.unpaid_minutes, idempotencyKey: key }
    return {
      data: await service.createOrder(app.db, member, toCheckoutRequest(request.body), now(), options),
    }
  }
  app.post('/order_new', { schema: orderNewSchema, onRequest: auth }, create)
  app.post(
    '/trade.create',
    { schema: { ...orderNewSchema, summary: '提交订单（旧接口 trade.create）' }, onRequest: auth },
    create,
  )

  app.get('/order_new/:order_id', { schema: orderSummarySchema, onRequest: auth }, async (request) => ({
    data: await service.orderSummary(app.db, memberId(request), request.params.order_id, now()),
  }))
}
