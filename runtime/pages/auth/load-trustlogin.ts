import { redirect } from 'react-router-dom'
import { getTrustBindings, getTrustLoginProviders, type TrustBinding, type TrustLoginProvider } from '../../api/auth.ts'
import { loginUrl } from '../../lib/login-url.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { requestIsLoggedIn } from '../../lib/request-session.ts'
import { loadAuthPage, type AuthPageData } from './load-auth.ts'

export const WECHAT = 'weixin'

/** What the WeChat sign-in pages know besides the sign-in basics: whether the mall offers WeChat, and how. */
export interface WechatPageData extends AuthPageData {
  /** The enabled WeChat sign-in, or null when the mall offers none. */
  wechat: TrustLoginProvider | null
}

/**
 * The enabled WeChat sign-in (a plain GET, fine from a server loader), or null. A failed answer
 * only hides the WeChat entry: the other ways to sign in must keep working.
 */
export async function wechatProvider(context: unknown): Promise<TrustLoginProvider | null> {
  try {
    const providers = await getTrustLoginProviders(loaderApi(context), { silent: true })
    return providers.find((provider) => provider.type === WECHAT) ?? null
  } catch {
    return null
  }
}

/** Loader of the guest pages /auth/login, /auth/wx-login and /auth/bind: a signed-in member goes on to redirectUrl. */
export async function loadWechatAuthPage(context: unknown, request: Request): Promise<WechatPageData> {
  const [page, wechat] = await Promise.all([loadAuthPage(context, request), wechatProvider(context)])
  return { ...page, wechat }
}

export interface BindWechatData {
  wechat: TrustLoginProvider | null
  /** The member's WeChat binding, if any. */
  binding: TrustBinding | null
}

/** Loader of /auth/bindwechat, a member page: guests sign in first and come back here. */
export async function loadBindWechat(context: unknown, request: Request): Promise<BindWechatData> {
  if (!requestIsLoggedIn(request)) {
    const url = new URL(request.url)
    throw redirect(loginUrl(url.pathname + url.search))
  }
  const [bindings, wechat] = await Promise.all([getTrustBindings(loaderApi(context)), wechatProvider(context)])
  return { wechat, binding: bindings.find((binding) => binding.type === WECHAT) ?? null }
}
