import type { FastifyPluginAsync } from 'fastify'
import { imageCodeSchema, type ImageCodeQuery } from '../../../schemas/api/captcha.ts'
import { limits } from '../auth/limits.ts'
import { issueCaptcha } from './service.ts'

/** GET member/image/code: a fresh image captcha, valid five minutes, usable once. */
export const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ImageCodeQuery }>(
    '/member/image/code',
    { schema: imageCodeSchema, config: { rateLimit: limits.captchaPerIp } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { data: await issueCaptcha(app.db, app.config.secret, request.query.type) }
    },
  )
}
