import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { badRequest, notFound } from '../../lib/errors.ts'
import { setTokenCookie } from '../auth/cookies.ts'
import { limits, perAccountLimit } from '../auth/limits.ts'
import { requestOrigin } from '../share/origin.ts'
import { bindExistingMember } from './bind-existing.ts'
import { isBrowserKey, newBrowserKey } from './grants.ts'
import { isOwnCallback } from './redirect.ts'
import { trustLoginProviders } from './registry.ts'
import {
  authorizeConfirmSchema,
  authorizePageSchema,
  bindExistingSchema,
  bindSchema,
  listSchema,
  memberListSchema,
  paramsSchema,
  unbindSchema,
  type AuthorizeBody,
  type AuthorizeQuery,
  type BindExistingBody,
  type ParamsQuery,
  type TicketBindBody,
  type UnbindBody,
} from './schemas.ts'
import { BROWSER_KEY_COOKIE, bindToMember, enabledProviders, loginParams, memberBindings, STATE_TTL, unbind } from './service.ts'
import { issueTestCode, TEST_AUTHORIZE_PATH } from './testlogin.ts'
import { renderAuthorizePage } from './test-page.ts'

/** Third-party sign-in (spec 7.2 "User and auth"): trustlogin/*, /user.trustlogin.*, and the test provider's page. */
export const trustloginRoutes: FastifyPluginAsync = async (app) => {
  const keys = { db: app.db, secret: app.config.secret }
  const publicUrl = () => app.config.payment.publicUrl
  const auth = requireAuth('member')
  const perIp = { rateLimit: limits.loginPerIp }
  const perMember = perAccountLimit(app, 'member')
  const browserKey = (request: FastifyRequest) => request.cookies[BROWSER_KEY_COOKIE]

  const providers = trustLoginProviders(app)
  if (app.config.env === 'production' && providers.list().some((provider) => provider.isTest)) {
    app.log.warn('模拟微信登录 is enabled and lets anyone sign in as a made-up WeChat user; configure WECHAT_OPEN_APPID/WECHAT_OPEN_SECRET or set TRUSTLOGIN_TEST=0')
  }

  app.get('/trustlogin/list', { schema: listSchema }, async () => ({ data: enabledProviders(app.db) }))

  // The state is bound to this browser through a cookie, so a callback URL passed to someone else is refused.
  app.get<{ Querystring: ParamsQuery }>('/trustlogin/params', { schema: paramsSchema }, async (request, reply) => {
    const existing = browserKey(request)
    const key = isBrowserKey(existing) ? existing : newBrowserKey()
    const params = loginParams(keys, {
      companyId: request.query.company_id,
      authType: request.query.auth_type,
      redirectUrl: request.query.redirect_url,
      requestOrigin: requestOrigin(request),
      publicUrl: publicUrl(),
      browserKey: key,
    })
    reply.setCookie(BROWSER_KEY_COOKIE, key, {
      path: '/api/h5app/wxapp',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: STATE_TTL,
    })
    return { data: params }
  })

  app.get('/user.trustlogin.list', { schema: memberListSchema, onRequest: auth }, async (request) => ({ data: await memberBindings(app.db, memberId(request)) }))

  app.post<{ Body: TicketBindBody }>('/user.trustlogin.bind', { schema: bindSchema, onRequest: auth, config: perIp }, async (request) => ({
    data: await bindToMember(keys, {
      memberId: memberId(request),
      trustTicket: request.body.trust_ticket,
      code: request.body.code,
      state: request.body.state,
      browserKey: browserKey(request),
    }),
  }))

  app.post<{ Body: BindExistingBody }>(
    '/user.trustlogin.bindExistsUser',
    { schema: bindExistingSchema, config: perIp, preHandler: perMember },
    async (request, reply) => {
      const { body } = request
      const session = await bindExistingMember(
        { ...keys, userAgent: request.headers['user-agent'] ?? '' },
        { companyId: body.company_id, trustTicket: body.trust_ticket, mobile: body.mobile || body.username, password: body.password, vcode: body.vcode },
      )
      setTokenCookie(request, reply, 'member', session.token)
      return { data: { token: session.token } }
    },
  )

  app.post<{ Body: UnbindBody }>('/user.trustlogin.unbind', { schema: unbindSchema, onRequest: auth }, async (request) => {
    await unbind(app.db, memberId(request), request.body.type)
    return { data: { status: true } }
  })

  // ─── 模拟微信登录's authorisation page (only while the test provider is enabled) ──────────────

  /** The callback and state of an authorisation request; the callback must be on this site, like WeChat's registered domain. */
  const authorizeRequest = (request: FastifyRequest, input: { redirect_uri?: string; state?: string }) => {
    if (!trustLoginProviders(app).list().some((provider) => provider.isTest)) throw notFound('页面不存在', 'NOT_FOUND')
    const redirectUri = input.redirect_uri ?? ''
    if (!isOwnCallback(redirectUri, requestOrigin(request), publicUrl())) throw badRequest('回调地址不正确，只能跳转到本站页面', 'REDIRECT_URL')
    const state = input.state ?? ''
    if (!/^[A-Za-z0-9]{1,128}$/.test(state)) throw badRequest('登录状态已失效，请重新扫码', 'TRUST_STATE')
    return { redirectUri, state }
  }

  const pageHeaders = (reply: FastifyReply) => {
    const formTargets = ["'self'", publicUrl()].filter(Boolean).join(' ')
    reply
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; frame-ancestors 'none'`)
  }

  app.get<{ Querystring: AuthorizeQuery }>('/trustlogin/test/authorize', { schema: authorizePageSchema }, async (request, reply) => {
    const { redirectUri, state } = authorizeRequest(request, request.query)
    pageHeaders(reply)
    reply.type('text/html; charset=utf-8')
    return renderAuthorizePage({ action: TEST_AUTHORIZE_PATH, redirectUri, state, site: new URL(redirectUri).host })
  })

  app.post<{ Body: AuthorizeBody }>('/trustlogin/test/authorize', { schema: authorizeConfirmSchema, config: perIp }, async (request, reply) => {
    const { redirectUri, state } = authorizeRequest(request, request.body)
    const target = new URL(redirectUri)
    // Like WeChat: a refusal comes back with the state alone.
    if (request.body.action !== 'cancel') target.searchParams.set('code', await issueTestCode(app.db, app.config.secret, request.body.nickname ?? ''))
    target.searchParams.set('state', state)
    pageHeaders(reply)
    return reply.redirect(target.href, 302)
  })
}
