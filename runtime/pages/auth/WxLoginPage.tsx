import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom'
import { withRedirect } from '../../lib/safe-redirect.ts'
import { AuthPanel } from '../../features/sign-in/AuthPanel.tsx'
import { loadWechatAuthPage, type WechatPageData } from './load-trustlogin.ts'
import { WechatCallback } from './WechatCallback.tsx'
import { WechatQrPanel } from './WechatQrPanel.tsx'

/** A member who is already signed in goes straight on to redirectUrl (or '/'). */
export function loader({ context, request }: LoaderFunctionArgs): Promise<WechatPageData> {
  return loadWechatAuthPage(context, request)
}

/**
 * /auth/wx-login?redirectUrl=: the WeChat QR code to scan; WeChat sends the browser back here with
 * `code` and `state`, and the page then signs in, or leads on to bind the WeChat to an account.
 */
export default function WxLoginPage() {
  const { redirectPath, wechat } = useLoaderData() as WechatPageData
  const [search] = useSearchParams()
  const state = search.get('state')
  const loginPath = withRedirect('/auth/login', redirectPath)

  return (
    <AuthPanel title="微信登录" footer={<Link to={loginPath}>使用账号密码登录</Link>}>
      {state !== null ? (
        <WechatCallback key={search.toString()} code={search.get('code')} state={state} redirectPath={redirectPath} />
      ) : wechat ? (
        <WechatQrPanel
          provider={wechat}
          redirectUrl={withRedirect('/auth/wx-login', redirectPath)}
          tip="请使用微信扫一扫登录"
          testLabel="使用模拟微信登录"
        />
      ) : (
        <p className="mf-wx-unavailable" role="status">
          暂不支持微信扫码登录，请使用手机号登录。
        </p>
      )}
    </AuthPanel>
  )
}
