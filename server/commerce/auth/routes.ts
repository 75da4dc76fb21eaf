import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { optionalAuth, revokeSession } from '../../lib/auth.ts'
import { BROWSER_KEY_COOKIE } from '../trustlogin/service.ts'
import { signInAccount } from '../../lib/sign-in/account-name.ts'
import { clearTokenCookie, setTokenCookie } from '../../lib/token-cookie.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { perAccountLimit } from '../../lib/sign-in/per-account-limit.ts'
import { signInPerIp } from '../../lib/sign-in/per-ip-limit.ts'
import {
  CheckResetBody,
  CompanyOnly,
  LoginBody,
  loginResponse,
  MerchantLoginBody,
  ResetPasswordBody,
  SmsLoginBody,
  statusResponse,
  tokenResponse,
} from '../../../schemas/api/auth.ts'
import { merchantRegisterSchema } from '../../../schemas/api/merchant.ts'
import { merchantRegister } from './merchant-register.ts'
import { loginWithSms } from '../member/sign-in.ts'
import { memberSecondFactor, merchantSecondFactor } from './second-factor.ts'
import { checkResetCode, login, merchantLogin, resetPassword, signsInByPassword, staffLogin } from './service.ts'

/** Sign-in, sign-out and password recovery (spec 7.2 "User and auth"). */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const keys = { db: app.db, secret: app.config.secret }
  const deps = (request: FastifyRequest) => ({ ...keys, userAgent: request.headers['user-agent'] ?? '' })
  const perIp = { rateLimit: limits.loginPerIp }
  // One budget per address across every sign-in route of the shop (lib/sign-in/per-ip-limit.ts).
  const signInBudget = signInPerIp(app)
  // One budget per member account across every member sign-in route; merchants have their own.
  const perMember = perAccountLimit(
    app,
    'member',
    memberSecondFactor(app, (request) => {
      const body = (request.body ?? {}) as LoginBody
      return signsInByPassword({ authType: body.auth_type, checkType: body.check_type })
    }),
  )
  const perStaff = perAccountLimit(
    app,
    'member',
    memberSecondFactor(app, () => true),
  )
  // Signing in by SMS proves the mobile with the code itself, which the service checks.
  const perMemberByCode = perAccountLimit(app, 'member', async () => {})
  const perMerchant = perAccountLimit(app, 'merchant', merchantSecondFactor(app))
  // Signing up proves the mobile with its own code, which the service checks.
  const perMerchantSignUp = perAccountLimit(app, 'merchant', async () => {})

  app.post(
    '/login',
    {
      schema: {
        summary: '会员登录（密码、短信验证码或微信扫码）',
        tags: ['auth'],
        body: LoginBody,
        response: loginResponse,
      },
      onRequest: signInBudget,
      // A WeChat code names no account, and codes and states are one-time: only the per-IP budget applies to it.
      preHandler: async (request, reply) => {
        if (request.body?.auth_type !== 'pc_wxqrcode') await perMember(request, reply)
      },
    },
    async (request, reply) => {
      const { body } = request
      const result = await login(deps(request), {
        companyId: body.company_id,
        username: body.username,
        mobile: body.mobile,
        password: body.password,
        authType: body.auth_type,
        checkType: body.check_type,
        vcode: body.vcode,
        code: body.code,
        state: body.state,
        browserKey: request.cookies[BROWSER_KEY_COOKIE],
      })
      // An unbound WeChat identity signs nobody in: no cookie, just the ticket to bind it with.
      if ('need_bind' in result) return { data: result }
      setTokenCookie(request, reply, 'member', result.token)
      return { data: { token: result.token } }
    },
  )

  app.post(
    '/user.mobile.login',
    {
      schema: { summary: '手机验证码登录', tags: ['auth'], body: SmsLoginBody, response: tokenResponse },
      onRequest: signInBudget,
      preHandler: perMemberByCode,
    },
    async (request, reply) => {
      const { body } = request
      const session = await loginWithSms(deps(request), {
        companyId: body.company_id,
        mobile: signInAccount(body),
        vcode: body.vcode,
      })
      setTokenCookie(request, reply, 'member', session.token)
      return { data: { token: session.token } }
    },
  )

  app.post(
    '/staff/login',
    {
      schema: {
        summary: '员工登录（员工会员，返回会员令牌）',
        tags: ['auth'],
        body: LoginBody,
        response: tokenResponse,
      },
      onRequest: signInBudget,
      preHandler: perStaff,
    },
    async (request, reply) => {
      const { body } = request
      const session = await staffLogin(deps(request), {
        companyId: body.company_id,
        username: signInAccount(body),
        password: body.password,
      })
      setTokenCookie(request, reply, 'member', session.token)
      return { data: { token: session.token } }
    },
  )

  app.post(
    '/merchant/login',
    {
      schema: { summary: '商家登录，返回店铺令牌', tags: ['auth'], body: MerchantLoginBody, response: tokenResponse },
      onRequest: signInBudget,
      preHandler: perMerchant,
    },
    async (request, reply) => {
      const session = await merchantLogin(deps(request), request.body)
      setTokenCookie(request, reply, 'shop', session.token)
      return { data: { token: session.token } }
    },
  )

  // 商家注册: the new account is signed in at once, like a member who registers.
  app.post(
    '/merchant/register',
    { schema: merchantRegisterSchema, onRequest: signInBudget, preHandler: perMerchantSignUp },
    async (request, reply) => {
      const session = await merchantRegister(deps(request), request.body)
      setTokenCookie(request, reply, 'shop', session.token)
      return { data: { token: session.token } }
    },
  )

  const logout = {
    schema: { summary: '退出登录（令牌随即失效）', tags: ['auth'], querystring: CompanyOnly, response: statusResponse },
    preHandler: optionalAuth('member'),
  }
  const logoutHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.principal) await revokeSession(app.db, request.principal.sessionId)
    clearTokenCookie(request, reply, 'member')
    return { data: { status: true } }
  }
  app.post('/user.logout', logout, logoutHandler)
  // Signing out is a write: the legacy GET gets the cross-site check (server/lib/cross-site.ts).
  app.get('/user.logout', { ...logout, config: { changesData: true } }, logoutHandler)

  // The shop token's cookie is HttpOnly, so the merchant header's 退出 asks the server to clear it.
  app.post(
    '/merchant/logout',
    { schema: { ...logout.schema, summary: '商家退出登录（店铺令牌随即失效）' }, preHandler: optionalAuth('shop') },
    async (request, reply) => {
      if (request.principal) await revokeSession(app.db, request.principal.sessionId)
      clearTokenCookie(request, reply, 'shop')
      return { data: { status: true } }
    },
  )

  const resetSchema = {
    summary: '重置密码：手机号 + 短信验证码，或找回密码流程的 verify_key（所有登录随即失效）',
    tags: ['auth'],
    response: statusResponse,
  }
  const resetHandler = async (input: ResetPasswordBody) => {
    await resetPassword(keys, {
      companyId: input.company_id,
      mobile: input.mobile,
      vcode: input.vcode,
      verifyKey: input.verify_key,
      password: input.password,
      passwordConfirm: input.password_confirm,
    })
    return { data: { status: true } }
  }
  app.post(
    '/member/reset/password',
    { schema: { ...resetSchema, body: ResetPasswordBody }, config: perIp },
    (request) => resetHandler(request.body),
  )
  app.post(
    '/member.safe.resetLoginPassword',
    { schema: { ...resetSchema, body: ResetPasswordBody }, config: perIp },
    (request) => resetHandler(request.body),
  )
  app.get(
    '/member.safe.resetLoginPassword',
    { schema: { ...resetSchema, querystring: ResetPasswordBody }, config: { ...perIp, changesData: true } },
    (request) => resetHandler(request.query),
  )

  const checkSchema = { summary: '找回密码：校验短信验证码（不消耗）', tags: ['auth'], response: statusResponse }
  const checkHandler = async (input: CheckResetBody) => {
    await checkResetCode(keys, { companyId: input.company_id, mobile: input.mobile, vcode: input.vcode })
    return { data: { status: true } }
  }
  app.post(
    '/member.safe.checkResetLoginPassword',
    { schema: { ...checkSchema, body: CheckResetBody }, config: perIp },
    (request) => checkHandler(request.body),
  )
  app.get(
    '/member.safe.checkResetLoginPassword',
    { schema: { ...checkSchema, querystring: CheckResetBody }, config: perIp },
    (request) => checkHandler(request.query),
  )
}
