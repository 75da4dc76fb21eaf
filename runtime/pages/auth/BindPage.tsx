import { useEffect, useState } from 'react'
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { bindTicketToAccount, type ExistingAccount, type TokenAnswer } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { withRedirect } from '../../lib/safe-redirect.ts'
import { AuthPanel } from '../../features/sign-in/AuthPanel.tsx'
import { loadAuthPage, type AuthPageData } from './load-auth.ts'
import { LoginTabs, type LoginTab } from '../../features/sign-in/LoginTabs.tsx'
import { CredentialsForm } from '../../features/sign-in/PasswordLoginForm.tsx'
import { clearPendingBind, readPendingBind, type PendingBind } from './pending-bind.ts'
import { SmsLoginForm } from '../../features/sign-in/SmsLoginForm.tsx'
import { WechatAvatar } from './WechatProfile.tsx'
import './wechat.css'

type BindMode = 'password' | 'sms'

/** A member who is already signed in goes straight on to redirectUrl (or '/'). */
export function loader({ context, request }: LoaderFunctionArgs): Promise<AuthPageData> {
  return loadAuthPage(context, request)
}

/**
 * /auth/bind?redirectUrl=: a WeChat that no account knows yet is bound to an existing account,
 * proven with its password or an SMS login code, and the shopper is signed in. The ticket comes
 * from the /auth/wx-login callback through sessionStorage; without one the shopper starts over
 * at the login page.
 */
export default function BindPage() {
  const { redirectPath, setting } = useLoaderData() as AuthPageData
  const navigate = useNavigate()
  // Read after the first render: the server cannot see this tab's sessionStorage.
  const [pending, setPending] = useState<PendingBind | null>(null)
  const [mode, setMode] = useState<BindMode>('password')

  useEffect(() => {
    const found = readPendingBind()
    if (found) setPending(found)
    else navigate(withRedirect('/auth/login', redirectPath), { replace: true })
  }, [navigate, redirectPath])

  async function bind(account: ExistingAccount): Promise<TokenAnswer> {
    const answer = await bindTicketToAccount(getApi(), pending!.ticket, account, { silent: true })
    clearPendingBind()
    return answer
  }

  const footer = (
    <>
      <Link to={withRedirect('/auth/reg', redirectPath)}>还没有账号？去注册</Link>
      <span className="mf-wx-footer-sep" aria-hidden="true">
        |
      </span>
      <Link to={withRedirect('/auth/wx-login', redirectPath)}>重新扫码</Link>
    </>
  )

  if (!pending) {
    return (
      <AuthPanel title="绑定账号" footer={footer}>
        <div className="mf-wx-status" role="status">
          <span className="mf-wx-status__spinner" aria-hidden="true" />
          正在读取微信信息…
        </div>
      </AuthPanel>
    )
  }

  const common = { redirectPath, loginType: 'wxqrcode', submitLabel: '绑定并登录', busyLabel: '绑定中…' }
  const tabs: LoginTab<BindMode>[] = [
    {
      key: 'password',
      label: '密码绑定',
      panel: <CredentialsForm {...common} submit={({ username, password }) => bind({ mobile: username, password })} />,
    },
    {
      key: 'sms',
      label: '短信绑定',
      panel: (
        <SmsLoginForm
          {...common}
          resendSeconds={setting.sms.resend_seconds}
          submit={({ mobile, vcode }) => bind({ mobile, vcode })}
        />
      ),
    },
  ]

  return (
    <AuthPanel title="绑定账号" footer={footer}>
      <div className="mf-wx-profile">
        <WechatAvatar avatar={pending.avatar} />
        <div>
          <p className="mf-wx-profile__hello">你好，{pending.nickname || '微信用户'}</p>
          <p className="mf-wx-profile__lead">该微信尚未绑定商城账号，请绑定已有账号，以后即可微信扫码登录。</p>
        </div>
      </div>
      <LoginTabs label="绑定方式" tabs={tabs} active={mode} onChange={setMode} />
    </AuthPanel>
  )
}
