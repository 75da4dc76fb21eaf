import { Link } from 'react-router-dom'
import type { TrustLoginProvider } from '../../api/auth.ts'
import { withRedirect } from '../../lib/safe-redirect.ts'
import { WechatIcon } from './WechatIcon.tsx'
import './wechat.css'

/** The login page's 其他登录方式 row: 微信 when the mall offers WeChat sign-in. */
export function OtherLogins({ wechat, redirectPath }: { wechat: TrustLoginProvider | null; redirectPath: string }) {
  if (!wechat) return null
  return (
    <div className="mf-auth-other">
      <span className="mf-auth-other__label">其他登录方式</span>
      <Link className="mf-auth-other__wechat" to={withRedirect('/auth/wx-login', redirectPath)} aria-label="微信登录">
        <WechatIcon />
        <span aria-hidden="true">微信</span>
      </Link>
    </div>
  )
}
