import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import type { SchemaRequest } from '../../lib/typed-plugin.ts'
import { memberId, optionalAuth, requireAuth } from '../../lib/auth.ts'
import { trustedOrigins } from '../../lib/cors.ts'
import { fail } from '../../lib/errors.ts'
import { alipayReturn } from './notify.ts'
import { setUpPaymentProviders } from './registry.ts'
import {
  alipayResultSchema,
  finishBodySchema,
  finishQuerySchema,
  paySchema,
  payTypeListSchema,
  paymentStatusSchema,
  tradeListSchema,
  type FinishInput,
} from '../../../schemas/api/payment.ts'
import { pay, paymentList, paymentStatus, payTypeList } from './service.ts'

/**
 * The cashier (spec 2.1 /cashier, 7.2 "Orders and payment"): the enabled payment methods, starting
 * a payment, polling it, the member's payments, the Alipay return page, and the legacy /trade.*
 * names of the same calls. Provider notifications are in notify-routes.ts. Refunds a provider has
 * not answered for sure are retried by one of the app's jobs (server/jobs).
 */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const providers = await setUpPaymentProviders(app)
  // Notify and return URLs go to PUBLIC_URL: Host and X-Forwarded-Host are the client's to choose.
  const origin = app.config.publicUrl
  const returnOrigins = trustedOrigins(app.config)
  const auth = requireAuth('member')

  const list = async (request: SchemaRequest<typeof payTypeListSchema>) => ({
    data: payTypeList(providers, request.query.platform ?? 'pc'),
  })
  app.get('/trade/payment/list', { schema: payTypeListSchema }, list)
  app.get(
    '/trade.payment.list',
    { schema: { ...payTypeListSchema, summary: '收银台可用的支付方式（旧接口 trade.payment.list）' } },
    list,
  )

  const start = async (request: SchemaRequest<typeof paySchema>) => ({
    data: await pay(app.db, providers, memberId(request), request.body, {
      origin,
      returnOrigins,
      clientIp: request.ip,
      log: request.log,
    }),
  })
  app.post('/payment', { schema: paySchema, onRequest: auth }, start)
  for (const name of ['trade.payment.create', 'trade.payment.do']) {
    app.post(`/${name}`, { schema: { ...paySchema, summary: `发起支付（旧接口 ${name}）` }, onRequest: auth }, start)
  }

  app.get('/payment/:trade_no', { schema: paymentStatusSchema, onRequest: auth }, async (request) => ({
    data: await paymentStatus(app.db, providers, memberId(request), { trade_no: request.params.trade_no }, request.log),
  }))

  const finish = async (request: FastifyRequest, input: FinishInput) => {
    if (input.trade_no === undefined && input.order_id === undefined)
      throw fail('MISSING_PARAMETER', { field: 'trade_no' })
    return { data: await paymentStatus(app.db, providers, memberId(request), input, request.log) }
  }
  app.get('/trade.payment.finish', { schema: finishQuerySchema, onRequest: auth }, (request) =>
    finish(request, request.query),
  )
  app.post('/trade.payment.finish', { schema: finishBodySchema, onRequest: auth }, (request) =>
    finish(request, request.body),
  )

  app.get('/payment.tradeList', { schema: tradeListSchema, onRequest: auth }, async (request) => ({
    data: await paymentList(app.db, providers, memberId(request), request.query),
  }))

  // The signature covers Alipay's parameters exactly as sent, so they are read from the raw query.
  app.get(
    '/trade/payment/alipay/result',
    { schema: alipayResultSchema, preHandler: optionalAuth('member') },
    async (request) => {
      const params = Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? ''))
      return { data: await alipayReturn(app.db, providers, params, request.principal?.id ?? null, request.log) }
    },
  )
}
