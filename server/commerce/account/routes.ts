import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Static, TSchema } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { limits } from '../../lib/sign-in/limits.ts'
import { emailProvider } from '../email/provider.ts'
import { smsProvider } from '../sms/provider.ts'
import {
  CheckAccountInput,
  checkAccountSchema,
  SendCodeInput,
  sendEmailSchema,
  sendSmsSchema,
  VerifyInput,
  verifySchema,
} from '../../../schemas/api/account.ts'
import { checkAccount, sendAccountEmailCode, sendAccountSmsCode, verifyAccount, type AccountDeps } from './service.ts'

/**
 * Password recovery by account (spec 7.2 "User and auth": /user.check.account,
 * /user.account.verify.code, /user.account.send.email, /user.account.verify). Legacy dotted calls
 * take GET (query string) and POST (form body) alike. The new password itself goes to
 * member/reset/password with the verify_key (auth/routes.ts).
 */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = (request: FastifyRequest): AccountDeps => ({
    db: app.db,
    secret: app.config.secret,
    log: request.log,
    sms: smsProvider(app),
    email: emailProvider(app),
  })
  const perIp = { rateLimit: limits.loginPerIp }
  const sendPerIp = { rateLimit: limits.smsPerIp }

  /** One handler for both methods: GET reads the query string, POST the body. */
  function both<T extends TSchema>(
    url: string,
    schema: { summary: string; tags: string[]; response: object },
    input: T,
    config: object,
    handler: (request: FastifyRequest, input: Static<T>) => Promise<unknown>,
  ) {
    app.get(url, { schema: { ...schema, querystring: input }, config }, (request) =>
      handler(request, request.query as Static<T>),
    )
    app.post(url, { schema: { ...schema, body: input }, config }, (request) =>
      handler(request, request.body as Static<T>),
    )
  }

  both('/user.check.account', checkAccountSchema, CheckAccountInput, perIp, async (request, input) => ({
    data: await checkAccount(deps(request), {
      companyId: input.company_id,
      account: input.account,
      captchaToken: input.token,
      captchaAnswer: input.yzm,
    }),
  }))

  const sendInput = (input: SendCodeInput) => ({
    companyId: input.company_id,
    accountTicket: input.account_ticket,
    account: input.account,
    captchaToken: input.token,
    captchaAnswer: input.yzm,
  })

  both('/user.account.verify.code', sendSmsSchema, SendCodeInput, sendPerIp, async (request, input) => {
    await sendAccountSmsCode(deps(request), sendInput(input))
    return { data: { status: true, message: '短信发送成功' } }
  })

  both('/user.account.send.email', sendEmailSchema, SendCodeInput, sendPerIp, async (request, input) => {
    await sendAccountEmailCode(deps(request), sendInput(input))
    return { data: { status: true, message: '邮件发送成功' } }
  })

  both('/user.account.verify', verifySchema, VerifyInput, perIp, async (request, input) => ({
    data: await verifyAccount(deps(request), {
      accountTicket: input.account_ticket,
      type: input.type,
      vcode: input.vcode,
    }),
  }))
}
