import { createHmac, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { findLiveGrant, identityOf, issueGrant, useGrant } from './grants.ts'
import { cleanNickname, TrustLoginDenied, type TrustIdentity, type TrustLoginProvider } from './provider.ts'

/**
 * 模拟微信登录: stands in for WeChat in a demo, so the whole sign-in flow can be tried and tested.
 * Its authorisation page is ours (TEST_AUTHORIZE_PATH) and plays the shopper's phone: the first
 * visit gives the browser a random WeChat user of its own, kept in an httpOnly cookie
 * (TEST_USER_COOKIE); 确认登录 redirects to the callback with a one-time code for that user, as
 * WeChat does. The openid comes from that secret value only, so the same browser signs in as the
 * same WeChat user again, and no other browser can be that user — whatever nickname it types
 * (the nickname is only what the binding shows).
 */

export const TEST_AUTHORIZE_PATH = '/api/h5app/wxapp/trustlogin/test/authorize'
export const TEST_APP_ID = 'wxtest0000000000'
/** Lifetime of a code, as WeChat's (which must be used within minutes). */
export const TEST_CODE_TTL = 5 * 60

/** The cookie holding the browser's simulated WeChat user: httpOnly, only sent to the test provider's page. */
export const TEST_USER_COOKIE = 'trustlogin_test_user'
export const TEST_USER_COOKIE_PATH = '/api/h5app/wxapp/trustlogin/test'
/** A simulated WeChat user stays with its browser as long as a phone's WeChat account would. */
export const TEST_USER_TTL = 365 * 24 * 60 * 60

const TEST_USER = /^[0-9a-f]{64}$/

/** A new simulated WeChat user: 256 random bits, which nobody can guess or derive from a name. */
export const newTestUser = () => randomBytes(32).toString('hex')

export const isTestUser = (value: unknown): value is string => typeof value === 'string' && TEST_USER.test(value)

const digest = (secret: string, label: string, user: string) =>
  createHmac('sha256', secret).update(`trustlogin-test-${label}\n${user}`).digest('base64url')

/**
 * The simulated WeChat user behind a browser's TEST_USER_COOKIE: openid and unionid derived from
 * that secret value alone (28 characters like WeChat's); `nickname` is only displayed.
 */
export function testIdentity(secret: string, user: string, nickname: string): TrustIdentity {
  if (!isTestUser(user)) throw new Error('not a test WeChat user')
  const name = cleanNickname(nickname) || '微信用户'
  return {
    openid: `o${digest(secret, 'openid', user).slice(0, 27)}`,
    unionid: `u${digest(secret, 'unionid', user).slice(0, 27)}`,
    nickname: name,
    avatar: '',
  }
}

/** What the authorisation page does when the shopper confirms: a code for the browser's own WeChat user. */
export function issueTestCode(db: Kysely<Database>, secret: string, user: string, nickname: string): Promise<string> {
  return issueGrant(db, secret, {
    kind: 'code',
    companyId: 0,
    type: 'weixin',
    identity: testIdentity(secret, user, nickname),
    ttlSeconds: TEST_CODE_TTL,
  })
}

export function testLoginProvider(deps: { db: Kysely<Database>; secret: string }): TrustLoginProvider {
  return {
    type: 'weixin',
    name: '微信',
    isTest: true,
    appId: TEST_APP_ID,
    scope: 'snsapi_login',
    authorizeUrl(state, redirectUri) {
      // The page is served by the site the callback returns to.
      const query = new URLSearchParams({
        appid: TEST_APP_ID,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      })
      return `${new URL(redirectUri).origin}${TEST_AUTHORIZE_PATH}?${query}`
    },
    async exchange(code) {
      const grant = await findLiveGrant(deps.db, deps.secret, 'code', code)
      if (!grant || !(await useGrant(deps.db, grant.id)))
        throw new TrustLoginDenied('unknown, used or expired test code')
      return identityOf(grant)
    },
  }
}
