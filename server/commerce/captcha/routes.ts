import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { imageCodeSchema } from '../../../schemas/api/captcha.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { issueCaptcha } from './service.ts'

/** GET member/image/code: a fresh image captcha, valid five minutes, usable once. */
export const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/member/image/code',
    { schema: imageCodeSchema, config: { rateLimit: limits.captchaPerIp } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { data: await issueCaptcha(app.db, app.config.secret, request.query.type) }
    },
  )
}
