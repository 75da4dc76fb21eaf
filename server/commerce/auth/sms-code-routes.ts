import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { optionalAuth } from '../../lib/auth.ts'
import { smsCodeSchema } from '../../../schemas/api/sms.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { smsProvider } from '../sms/provider.ts'
import { sendSmsCode } from './sms-code.ts'

/** GET member/sms/code: a code for the sign-in family of forms, after the request is vetted (auth/sms-code.ts). */
export const smsCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
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
