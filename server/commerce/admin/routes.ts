import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { emptyBodyAsObject } from '../../lib/empty-body.ts'
import { requireAuth } from '../../lib/auth.ts'
import {
  confirmReturnedGoods,
  operatorAftersalesList,
  refundAftersales,
  reviewAftersales,
} from '../aftersales/operator.ts'
import { setTokenCookie } from '../../lib/token-cookie.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { perAccountLimit } from '../../lib/sign-in/per-account-limit.ts'
import { shipOrder } from '../logistics/service.ts'
import { refund, settleRefund } from '../payment/refund.ts'
import { operatorLogin } from './login.ts'
import {
  aftersalesListSchema,
  confirmGoodsSchema,
  deliverySchema,
  loginSchema,
  orderDetailSchema,
  ordersSchema,
  refundSchema,
  reviewSchema,
} from '../../../schemas/api/admin.ts'
import { operatorOrderDetail, operatorOrders } from './service.ts'
import { now } from '../../../schemas/time.ts'

/**
 * Back-office calls that make the order flow operable: operator sign-in, the order list and
 * shipping, and the after-sales review, goods receipt and refund. Every call but the sign-in needs
 * an operator token; member and shop tokens get 401.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const operator = requireAuth('operator')
  const refundDeps = { refund, settle: settleRefund }

  app.post(
    '/operator/login',
    {
      schema: loginSchema,
      config: { rateLimit: limits.loginPerIp },
      preValidation: emptyBodyAsObject,
      preHandler: perAccountLimit(app, 'operator'),
    },
    async (request, reply) => {
      const session = await operatorLogin(
        { db: app.db, secret: app.config.secret, userAgent: request.headers['user-agent'] ?? '' },
        request.body,
      )
      setTokenCookie(request, reply, 'operator', session.token)
      return { data: session }
    },
  )

  app.get('/admin/orders', { schema: ordersSchema, onRequest: operator }, async (request) => ({
    data: await operatorOrders(app.db, request.query, now()),
  }))

  app.get('/admin/orders/:order_id', { schema: orderDetailSchema, onRequest: operator }, async (request) => ({
    data: await operatorOrderDetail(app.db, request.params.order_id, now()),
  }))

  app.post(
    '/admin/orders/:order_id/delivery',
    { schema: deliverySchema, onRequest: operator, preValidation: emptyBodyAsObject },
    async (request) => {
      const body = request.body
      const input = { corp: body.delivery_corp ?? body.corp_code, code: body.delivery_code ?? body.logi_no }
      return { data: await shipOrder(app.db, request.params.order_id, input, now()) }
    },
  )

  app.get('/admin/aftersales', { schema: aftersalesListSchema, onRequest: operator }, async (request) => ({
    data: await operatorAftersalesList(app.db, request.query),
  }))

  app.post(
    '/admin/aftersales/:aftersales_bn/review',
    { schema: reviewSchema, onRequest: operator, preValidation: emptyBodyAsObject },
    async (request) => {
      const { result, is_approved: approved, refuse_reason: refuseReason } = request.body
      const approve = result === undefined ? approved === '1' || approved === 'true' : result === 'approve'
      return { data: await reviewAftersales(app.db, request.params.aftersales_bn, { approve, refuseReason }, now()) }
    },
  )

  app.post(
    '/admin/aftersales/:aftersales_bn/confirm-goods',
    { schema: confirmGoodsSchema, onRequest: operator, preValidation: emptyBodyAsObject },
    async (request) => ({
      data: await confirmReturnedGoods(app.db, request.params.aftersales_bn, now()),
    }),
  )

  app.post(
    '/admin/aftersales/:aftersales_bn/refund',
    { schema: refundSchema, onRequest: operator, preValidation: emptyBodyAsObject },
    async (request) => ({
      data: await refundAftersales(app.db, request.params.aftersales_bn, refundDeps, now()),
    }),
  )
}
