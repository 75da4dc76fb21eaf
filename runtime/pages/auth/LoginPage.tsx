import { useState } from 'react'
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { withRedirect } from '../../lib/safe-redirect.ts'
import { AuthPanel } from '../../features/sign-in/AuthPanel.tsx'
import { loadWechatAuthPage, type WechatPageData } from './load-trustlogin.ts'
import { LoginTabs, type LoginTab } from '../../features/sign-in/LoginTabs.tsx'
import { OtherLogins } from './OtherLogins.tsx'
import { PasswordLoginForm } from '../../features/sign-in/PasswordLoginForm.tsx'
import { SmsLoginForm } from '../../features/sign-in/SmsLoginForm.tsx'

type LoginMode = 'password' | 'sms'

/** A member who is already signed in goes straight on to redirectUrl (or '/'). */
export function loader({ context, request }: LoaderFunctionArgs): Promise<WechatPageData> {
  return loadWechatAuthPage(context, request)
}

/** /auth/login?redirectUrl=: 密码登录 and 短信登录 tabs, 微信 among 其他登录方式, and the ways on to 注册, 找回密码 and 员工登录. */
export default function LoginPage() {
  const { redirectPath, setting, wechat } = useLoaderData() as WechatPageData
  const tabs: LoginTab<LoginMode>[] = []
  if (setting.login.password)
    tabs.push({ key: 'password', label: '密码登录', panel: <PasswordLoginForm redirectPath={redirectPath} /> })
  if (setting.login.sms)
    tabs.push({
      key: 'sms',
      label: '短信登录',
      panel: <SmsLoginForm redirectPath={redirectPath} resendSeconds={setting.sms.resend_seconds} />,
    })
  // Password sign-in is the fallback should a mall switch both off: a sign-in page must sign in.
  if (tabs.length === 0)
    tabs.push({ key: 'password', label: '密码登录', panel: <PasswordLoginForm redirectPath={redirectPath} /> })
  const [mode, setMode] = useState<LoginMode>(tabs[0]!.key)

  return (
    <AuthPanel title="登录" hideTitle footer={<Link to={withRedirect('/staff/login', redirectPath)}>员工登录</Link>}>
      <LoginTabs label="登录方式" tabs={tabs} active={mode} onChange={setMode} />
      <div className="mf-auth-links">
        <Link to="/auth/forget-password">忘记密码</Link>
        <Link className="mf-auth-links__accent" to={withRedirect('/auth/reg', redirectPath)}>
          免费注册
        </Link>
      </div>
      <OtherLogins wechat={wechat} redirectPath={redirectPath} />
    </AuthPanel>
  )
}
