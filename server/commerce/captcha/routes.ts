import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { Envelope, ErrorResponse } from '../../../schemas/api/envelope.ts'
import { limits } from '../auth/limits.ts'
import { issueCaptcha } from './service.ts'
import { CompanyId } from '../../../schemas/api/auth.ts'

const ImageCodeQuery = Type.Object({
  type: Type.String({ maxLength: 32, default: 'sign', description: 'sign 注册 | login 登录 | forget_password 找回密码 | bind 绑定手机 | merchant_login 商家登录' }),
  company_id: CompanyId,
})
type ImageCodeQuery = Static<typeof ImageCodeQuery>

const imageCodeSchema = {
  summary: '获取图片验证码',
  tags: ['auth'],
  querystring: ImageCodeQuery,
  response: {
    200: Envelope(
      Type.Object({
        imageToken: Type.String({ description: '随验证码答案一起提交（参数 token）' }),
        imageData: Type.String({ description: 'data:image/png;base64,…（120×40）' }),
      }),
    ),
    400: ErrorResponse,
    429: ErrorResponse,
  },
}

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
