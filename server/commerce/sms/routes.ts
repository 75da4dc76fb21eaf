import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync } from 'fastify'
import { optionalAuth } from '../../lib/auth.ts'
import { Envelope, ErrorResponse } from '../../../schemas/api/envelope.ts'
import { limits } from '../auth/limits.ts'
import { smsProvider } from './provider.ts'
import { sendSmsCode } from './service.ts'
import { CompanyId } from '../../../schemas/api/auth.ts'

const SmsCodeQuery = Type.Object({
  mobile: Type.Optional(Type.String({ maxLength: 32 })),
  type: Type.String({ maxLength: 32, default: 'sign', description: 'sign 注册 | login 登录 | forget 找回密码 | bind 绑定新手机（需登录） | merchant_login 商家登录' }),
  token: Type.Optional(Type.String({ maxLength: 64, description: '图片验证码 imageToken（sign、forget 必填）' })),
  yzm: Type.Optional(Type.String({ maxLength: 16, description: '图片验证码答案（sign、forget 必填）' })),
  company_id: CompanyId,
})
type SmsCodeQuery = Static<typeof SmsCodeQuery>

const smsCodeSchema = {
  summary: '发送短信验证码',
  description: '6位验证码，5分钟内有效；同一手机号60秒内只能发送一次，每天最多10次；输错5次后失效。',
  tags: ['auth'],
  querystring: SmsCodeQuery,
  response: {
    200: Envelope(Type.Object({ status: Type.Boolean(), message: Type.String() })),
    400: ErrorResponse,
    401: ErrorResponse,
    409: ErrorResponse,
    429: ErrorResponse,
    502: ErrorResponse,
  },
}

export const smsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: SmsCodeQuery }>(
    '/member/sms/code',
    { schema: smsCodeSchema, preHandler: optionalAuth('member'), config: { rateLimit: limits.smsPerIp } },
    async (request) => {
      const { query } = request
      await sendSmsCode(
        { db: app.db, secret: app.config.secret, provider: smsProvider(app), log: request.log },
        {
          mobile: query.mobile,
          type: query.type,
          companyId: query.company_id,
          memberId: request.principal?.id ?? null,
          captchaToken: query.token,
          captchaAnswer: query.yzm,
        },
      )
      return { data: { status: true, message: '短信发送成功' } }
    },
  )
}
