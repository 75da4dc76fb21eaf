import { createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { findLiveGrant, identityOf, issueGrant, useGrant } from './grants.ts'
import { cleanNickname, TrustLoginDenied, type TrustIdentity, type TrustLoginProvider } from './provider.ts'

/**
 * 模拟微信登录: stands in for WeChat when no website app is configured, so the whole sign-in flow
 * can be tried and tested. Its authorisation page is ours (TEST_AUTHORIZE_PATH): the shopper
 * types the WeChat nickname to appear as and presses 确认登录; the page redirects to the
 * callback with a one-time code, as WeChat does. The same nickname always gives the same
 * openid, so signing in again finds the binding made the first time.
 */

export const TEST_AUTHORIZE_PATH = '/api/h5app/wxapp/trustlogin/test/authorize'
export const TEST_APP_ID = 'wxtest0000000000'
/** Lifetime of a code, as WeChat's (which must be used within minutes). */
export const TEST_CODE_TTL = 5 * 60

const digest = (secret: string, label: string, nickname: string) => createHmac('sha256', secret).update(`trustlogin-test-${label}\n${nickname}`).digest('base64url')

/** The simulated person called `nickname`: openid and unionid derived from it, 28 characters like WeChat's. */
export function testIdentity(secret: string, nickname: string): TrustIdentity {
  const name = cleanNickname(nickname) || '微信用户'
  return { openid: `o${digest(secret, 'openid', name).slice(0, 27)}`, unionid: `u${digest(secret, 'unionid', name).slice(0, 27)}`, nickname: name, avatar: '' }
}

/** What the authorisation page does when the shopper confirms: a code for the callback. */
export function issueTestCode(db: Kysely<Database>, secret: string, nickname: string): Promise<string> {
  return issueGrant(db, secret, { kind: 'code', companyId: 0, type: 'weixin', identity: testIdentity(secret, nickname), ttlSeconds: TEST_CODE_TTL })
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
      const query = new URLSearchParams({ appid: TEST_APP_ID, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state })
      return `${new URL(redirectUri).origin}${TEST_AUTHORIZE_PATH}?${query}`
    },
    async exchange(code) {
      const grant = await findLiveGrant(deps.db, deps.secret, 'code', code)
      if (!grant || !(await useGrant(deps.db, grant.id))) throw new TrustLoginDenied('unknown, used or expired test code')
      return identityOf(grant)
    },
  }
}
