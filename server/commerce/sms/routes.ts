import type { FastifyPluginAsync } from 'fastify'
import { optionalAuth } from '../../lib/auth.ts'
import { smsCodeSchema, type SmsCodeQuery } from '../../../schemas/api/sms.ts'
import { limits } from '../auth/limits.ts'
import { smsProvider } from './provider.ts'
import { sendSmsCode } from './service.ts'

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
