import type { WechatOpenConfig } from '../../config.ts'
import {
  cleanAvatar,
  cleanNickname,
  isOpaqueId,
  TrustLoginDenied,
  TrustLoginUnavailable,
  type TrustIdentity,
  type TrustLoginProvider,
} from './provider.ts'

/**
 * WeChat Open Platform website-app login (网站应用微信登录). The browser is sent to (or shows as
 * a QR code) open.weixin.qq.com/connect/qrconnect; after the person confirms on their phone,
 * WeChat redirects to our redirect URI with `code` and `state`. The code is exchanged at
 * sns/oauth2/access_token for an access token and the openid, and sns/userinfo adds the nickname
 * and avatar. WeChat answers errors as HTTP 200 with `errcode`/`errmsg`.
 */

export interface WechatOpenOptions extends WechatOpenConfig {
  fetch?: typeof fetch
  /** Milliseconds each API call may take. */
  timeoutMs?: number
}

/**
 * errcodes that mean "this code cannot be used": invalid (40029), already used (40163), expired
 * (42003), missing (41008), or an OpenID/token mismatch. Others (-1 busy, 40001/40013/40125 bad
 * app credentials, 45011 frequency limit) are our side's or WeChat's trouble, not the shopper's.
 */
const CODE_ERRORS = new Set([40029, 40163, 42003, 41008, 40003, 40030, 42002, 41001])

interface WechatAnswer {
  errcode?: number
  errmsg?: string
  [key: string]: unknown
}

async function call(options: WechatOpenOptions, path: string, query: Record<string, string>): Promise<WechatAnswer> {
  const url = `${options.apiUrl}${path}?${new URLSearchParams(query)}`
  let text: string
  try {
    const response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) })
    text = await response.text()
    if (!response.ok) throw new TrustLoginUnavailable(`${path} answered HTTP ${response.status}`)
  } catch (error) {
    if (error instanceof TrustLoginUnavailable) throw error
    throw new TrustLoginUnavailable(`${path} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    throw new TrustLoginUnavailable(`${path} answered something that is not JSON`)
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    throw new TrustLoginUnavailable(`${path} answered something that is not an object`)
  const result = answer as WechatAnswer
  if (result.errcode !== undefined && result.errcode !== 0) {
    const reason = `${path} errcode ${result.errcode}: ${String(result.errmsg ?? '')}`
    throw CODE_ERRORS.has(Number(result.errcode)) ? new TrustLoginDenied(reason) : new TrustLoginUnavailable(reason)
  }
  return result
}

export function wechatOpenProvider(options: WechatOpenOptions): TrustLoginProvider {
  return {
    type: 'weixin',
    name: '微信',
    isTest: false,
    appId: options.appId,
    scope: 'snsapi_login',
    authorizeUrl(state, redirectUri) {
      // WeChat checks the parameters in this order; the fragment is part of the documented URL.
      const query = [
        `appid=${encodeURIComponent(options.appId)}`,
        `redirect_uri=${encodeURIComponent(redirectUri)}`,
        'response_type=code',
        'scope=snsapi_login',
        `state=${encodeURIComponent(state)}`,
      ].join('&')
      return `${options.connectUrl}/connect/qrconnect?${query}#wechat_redirect`
    },
    async exchange(code): Promise<TrustIdentity> {
      const token = await call(options, '/sns/oauth2/access_token', {
        appid: options.appId,
        secret: options.secret,
        code,
        grant_type: 'authorization_code',
      })
      if (typeof token.access_token !== 'string' || !token.access_token || !isOpaqueId(token.openid)) {
        throw new TrustLoginUnavailable('access_token answer lacks access_token or a valid openid')
      }
      const openid = token.openid
      const user = await call(options, '/sns/userinfo', { access_token: token.access_token, openid })
      if (user.openid !== undefined && user.openid !== openid)
        throw new TrustLoginUnavailable('userinfo answered another openid')
      const unionid = isOpaqueId(user.unionid) ? user.unionid : isOpaqueId(token.unionid) ? token.unionid : null
      return { openid, unionid, nickname: cleanNickname(user.nickname), avatar: cleanAvatar(user.headimgurl) }
    },
  }
}
