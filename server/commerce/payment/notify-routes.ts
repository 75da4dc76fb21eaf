import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { sendNoContent } from '../../lib/typed-plugin.ts'
import { acceptNotify } from './notify.ts'
import { setUpPaymentProviders } from './registry.ts'
import { alipayNotifySchema, wechatNotifySchema } from '../../../schemas/api/payment.ts'
import { NOTIFY_PATHS } from './service.ts'

/**
 * Provider notifications (POST /api/alipay/notify, POST /api/wechatpay/notify), registered at the
 * app's root. Signatures cover the body exactly as sent, so in this plugin every body is raw text.
 */
export const paymentNotifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const providers = await setUpPaymentProviders(app)
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body))

  const notice = (request: FastifyRequest) => ({
    headers: request.headers,
    body: typeof request.body === 'string' ? request.body : '',
  })

  // Alipay reads the body: "success" stops its retries, anything else is sent again later.
  app.post(NOTIFY_PATHS.alipay!, { schema: alipayNotifySchema }, async (request, reply) => {
    const answer = await acceptNotify(app.db, providers, 'alipay', notice(request))
    reply.type('text/plain; charset=utf-8')
    if (answer.ok) return reply.send('success')
    request.log.warn({ reason: answer.reason }, 'alipay notification refused')
    return reply.code(400).send('failure')
  })

  // WeChat Pay wants 204 (or 200) for success and a 4xx/5xx with {code, message} to retry.
  app.post(NOTIFY_PATHS.wxpay!, { schema: wechatNotifySchema }, async (request, reply) => {
    const answer = await acceptNotify(app.db, providers, 'wxpay', notice(request))
    if (answer.ok) return sendNoContent(reply)
    request.log.warn({ reason: answer.reason }, 'wechat pay notification refused')
    return reply.code(400).send({ code: 'FAIL', message: '通知校验失败' })
  })
}
