import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SchemaRequest } from '../../lib/typed-plugin.ts'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { signInAccount } from '../../lib/sign-in/account-name.ts'
import { overHttps } from '../../lib/over-https.ts'
import { setTokenCookie } from '../../lib/token-cookie.ts'
import { limits } from '../../lib/sign-in/limits.ts'
import { perAccountLimit } from '../../lib/sign-in/per-account-limit.ts'
import { signInPerIp } from '../../lib/sign-in/per-ip-limit.ts'
import { bindExistingMember } from './bind-existing.ts'
import { isBrowserKey, newBrowserKey } from './grants.ts'
import { isOwnCallback } from './redirect.ts'
import { setUpTrustLoginProviders, trustLoginProviders } from './registry.ts'
import {
  authorizeConfirmSchema,
  authorizePageSchema,
  bindExistingSchema,
  bindSchema,
  listSchema,
  memberListSchema,
  paramsSchema,
  unbindSchema,
} from '../../../schemas/api/trustlogin.ts'
import {
  BROWSER_KEY_COOKIE,
  bindToMember,
  enabledProviders,
  liveTicket,
  loginParams,
  memberBindings,
  STATE_TTL,
  unbind,
} from './service.ts'
import {
  isTestUser,
  issueTestCode,
  newTestUser,
  TEST_AUTHORIZE_PATH,
  TEST_USER_COOKIE,
  TEST_USER_COOKIE_PATH,
  TEST_USER_TTL,
} from './testlogin.ts'
import { renderAuthorizePage } from './test-page.ts'

/** Third-party sign-in (spec 7.2 "User and auth"): trustlogin/*, /user.trustlogin.*, and the test provider's page. */
export const trustloginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const keys = { db: app.db, secret: app.config.secret }
  // Callbacks are built on and checked against PUBLIC_URL only: Host and X-Forwarded-Host are the client's to choose.
  const site = app.config.publicUrl
  const clients = app.config.corsOrigins.listed
  const auth = requireAuth('member')
  const perIp = { rateLimit: limits.loginPerIp }
  const perMember = perAccountLimit(app, 'member')
  const browserKey = (request: FastifyRequest) => request.cookies[BROWSER_KEY_COOKIE]

  await setUpTrustLoginProviders(app)

  app.get('/trustlogin/list', { schema: listSchema }, async () => ({ data: enabledProviders(app.db) }))

  // The state is bound to this browser through a cookie, so a callback URL passed to someone else is refused.
  app.get('/trustlogin/params', { schema: paramsSchema }, async (request, reply) => {
    const existing = browserKey(request)
    const key = isBrowserKey(existing) ? existing : newBrowserKey()
    const params = loginParams(keys, {
      companyId: request.query.company_id,
      authType: request.query.auth_type,
      redirectUrl: request.query.redirect_url,
      site,
      clients,
      browserKey: key,
    })
    reply.setCookie(BROWSER_KEY_COOKIE, key, {
      path: '/api/h5app/wxapp',
      httpOnly: true,
      sameSite: 'lax',
      secure: overHttps(request),
      maxAge: STATE_TTL,
    })
    return { data: params }
  })

  app.get('/user.trustlogin.list', { schema: memberListSchema, onRequest: auth }, async (request) => ({
    data: await memberBindings(app.db, memberId(request)),
  }))

  app.post('/user.trustlogin.bind', { schema: bindSchema, onRequest: auth, config: perIp }, async (request) => ({
    data: await bindToMember(keys, {
      memberId: memberId(request),
      trustTicket: request.body.trust_ticket,
      code: request.body.code,
      state: request.body.state,
      browserKey: browserKey(request),
    }),
  }))

  // A dead ticket is refused before the account's sign-in budget counts anything: it tried no password.
  const ticketAlive = async (request: SchemaRequest<typeof bindExistingSchema>) => {
    await liveTicket(keys, request.body.trust_ticket, request.body.company_id)
  }
  app.post(
    '/user.trustlogin.bindExistsUser',
    { schema: bindExistingSchema, onRequest: signInPerIp(app), preHandler: [ticketAlive, perMember] },
    async (request, reply) => {
      const { body } = request
      const session = await bindExistingMember(
        { ...keys, userAgent: request.headers['user-agent'] ?? '' },
        {
          companyId: body.company_id,
          trustTicket: body.trust_ticket,
          mobile: signInAccount(body),
          password: body.password,
          vcode: body.vcode,
        },
      )
      setTokenCookie(request, reply, 'member', session.token)
      return { data: { token: session.token } }
    },
  )

  app.post('/user.trustlogin.unbind', { schema: unbindSchema, onRequest: auth }, async (request) => {
    await unbind(app.db, memberId(request), request.body.type)
    return { data: { status: true } }
  })

  // ─── 模拟微信登录's authorisation page (only while the test provider is enabled) ──────────────

  /** The callback and state of an authorisation request; the callback must be on this site, like WeChat's registered domain. */
  const authorizeRequest = (input: { redirect_uri?: string; state?: string }) => {
    if (
      !trustLoginProviders(app)
        .list()
        .some((provider) => provider.isTest)
    )
      throw fail('PAGE_NOT_FOUND')
    const redirectUri = input.redirect_uri ?? ''
    if (!isOwnCallback(redirectUri, site, clients)) throw fail('REDIRECT_URL')
    const state = input.state ?? ''
    if (!/^[A-Za-z0-9]{1,128}$/.test(state)) throw fail('TRUST_STATE')
    return { redirectUri, state }
  }

  const pageHeaders = (reply: FastifyReply) => {
    const formTargets = ["'self'", new URL(site).origin, ...clients].join(' ')
    reply
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; frame-ancestors 'none'`,
      )
  }

  /**
   * This browser's simulated WeChat user: the one in its cookie, or a new random one given to it
   * now. Never taken from anything typed, so no other browser can become it.
   */
  const testUser = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = request.cookies[TEST_USER_COOKIE]
    if (isTestUser(existing)) return existing
    const user = newTestUser()
    reply.setCookie(TEST_USER_COOKIE, user, {
      path: TEST_USER_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: overHttps(request),
      maxAge: TEST_USER_TTL,
    })
    return user
  }

  app.get('/trustlogin/test/authorize', { schema: authorizePageSchema }, async (request, reply) => {
    const { redirectUri, state } = authorizeRequest(request.query)
    testUser(request, reply)
    pageHeaders(reply)
    reply.type('text/html; charset=utf-8')
    return renderAuthorizePage({ action: TEST_AUTHORIZE_PATH, redirectUri, state, site: new URL(redirectUri).host })
  })

  app.post('/trustlogin/test/authorize', { schema: authorizeConfirmSchema, config: perIp }, async (request, reply) => {
    const { redirectUri, state } = authorizeRequest(request.body)
    const target = new URL(redirectUri)
    // Like WeChat: a refusal comes back with the state alone.
    if (request.body.action !== 'cancel')
      target.searchParams.set(
        'code',
        await issueTestCode(app.db, app.config.secret, testUser(request, reply), request.body.nickname ?? ''),
      )
    target.searchParams.set('state', state)
    pageHeaders(reply)
    return reply.redirect(target.href, 302)
  })
}
