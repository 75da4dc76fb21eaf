import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { createSession, memberId, requireAuth } from '../../lib/auth.ts'
import { setTokenCookie } from '../../lib/token-cookie.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { signInPerIp } from '../../lib/sign-in/per-ip-limit.ts'
import {
  BindBody,
  ClauseQuery,
  CompanyQuery,
  PageParamsQuery,
  PasswordBody,
  ProfileBody,
  ProtocolQuery,
  RegisterBody,
  responses,
} from '../../../schemas/api/member.ts'
import { bindMobile, changePassword, memberProfile, registerMember, updateProfile } from './service.ts'
import { memberSetting, pageParams, protocol } from './settings.ts'

/** Registration, the member's own profile and password, and the member-area settings (spec 7.2). */
export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = requireAuth('member')
  const tags = ['member']

  app.post(
    '/member',
    {
      schema: { summary: '注册会员（返回登录令牌）', tags, body: RegisterBody, response: responses.token },
      onRequest: signInPerIp(app),
    },
    async (request, reply) => {
      const { body } = request
      const id = await registerMember(app.db, app.config.secret, {
        companyId: body.company_id,
        mobile: body.mobile,
        password: body.password,
        passwordConfirm: body.password_confirm,
        vcode: body.vcode,
        nickname: body.nickname,
        email: body.email,
      })
      const session = await createSession(app.db, app.config.secret, 'member', id, request.headers['user-agent'] ?? '')
      setTokenCookie(request, reply, 'member', session.token)
      return { data: { token: session.token } }
    },
  )

  const profileRoute = {
    schema: { summary: '当前会员信息、等级与积分', tags, querystring: CompanyQuery, response: responses.profile },
    preHandler: auth,
  }
  // The service builds is_staff as '1' or '0' but types it as a string; the schema names the two values.
  for (const path of ['/member', '/user.getUserInfo', '/user.attr']) {
    app.get(path, profileRoute, async (request) => ({
      data: await memberProfile(app.db, memberId(request)),
    }))
  }

  const saveRoute = {
    schema: { summary: '修改会员资料（只改提交的字段）', tags, body: ProfileBody, response: responses.profile },
    preHandler: auth,
  }
  app.put('/member', saveRoute, async (request) => ({
    data: await updateProfile(app.db, memberId(request), request.body),
  }))
  app.post('/user.attr.save', saveRoute, async (request) => ({
    data: await updateProfile(app.db, memberId(request), request.body),
  }))

  const passwordSchema = { summary: '修改登录密码（其他登录随即失效）', tags, response: responses.status }
  const passwordOptions = { preHandler: auth, config: { rateLimit: limits.passwordChangePerIp } }
  const savePassword = async (id: number, sessionId: string, input: PasswordBody) => {
    await changePassword(app.db, id, sessionId, {
      oldPassword: input.old_password,
      newPassword: input.new_password,
      passwordConfirm: input.password_confirm,
    })
    return { data: { status: true } }
  }
  app.post('/member/password', { ...passwordOptions, schema: { ...passwordSchema, body: PasswordBody } }, (request) =>
    savePassword(memberId(request), request.principal!.sessionId, request.body),
  )
  app.post(
    '/member.safe.updateLoginPassword',
    { ...passwordOptions, schema: { ...passwordSchema, body: PasswordBody } },
    (request) => savePassword(memberId(request), request.principal!.sessionId, request.body),
  )
  app.get(
    '/member.safe.updateLoginPassword',
    {
      ...passwordOptions,
      config: { ...passwordOptions.config, changesData: true },
      schema: { ...passwordSchema, querystring: PasswordBody },
    },
    (request) => savePassword(memberId(request), request.principal!.sessionId, request.query),
  )

  const bindRoute = {
    schema: { summary: '绑定新手机号（短信验证码发到新手机号）', tags, body: BindBody, response: responses.bind },
    preHandler: auth,
  }
  const bind = async (id: number, input: BindBody) => ({
    data: { status: true, ...(await bindMobile(app.db, app.config.secret, id, input)) },
  })
  app.post('/member/bind', bindRoute, (request) => bind(memberId(request), request.body))
  app.post('/user.bindMobile', bindRoute, (request) => bind(memberId(request), request.body))

  app.get(
    '/member/setting',
    {
      schema: {
        summary: '会员中心设置：注册登录规则与功能开关',
        tags,
        querystring: CompanyQuery,
        response: responses.memberSetting,
      },
    },
    async (request) => ({ data: await memberSetting(app.db, request.query.company_id, request.log) }),
  )

  app.get(
    '/pageparams/setting',
    {
      schema: {
        summary: '店铺基础设置（display_on_pc）',
        tags,
        querystring: PageParamsQuery,
        response: responses.pageParams,
      },
    },
    async (request) => ({ data: await pageParams(app.db, request.query.company_id, request.log) }),
  )

  const protocolSchema = { tags, response: responses.protocol }
  app.get(
    '/shops/protocol',
    {
      schema: {
        ...protocolSchema,
        summary: '商城协议（注册协议、隐私政策、商家入驻协议）',
        querystring: ProtocolQuery,
      },
    },
    async (request) => ({ data: await protocol(app.db, request.query.type) }),
  )
  app.get(
    '/user.license',
    { schema: { ...protocolSchema, summary: '用户注册协议', querystring: CompanyQuery } },
    async () => ({ data: await protocol(app.db, 'member_register') }),
  )
  app.get(
    '/user.clause',
    { schema: { ...protocolSchema, summary: '协议条款（默认隐私政策）', querystring: ClauseQuery } },
    async (request) => ({ data: await protocol(app.db, request.query.type) }),
  )
}
