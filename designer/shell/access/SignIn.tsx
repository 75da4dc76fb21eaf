import { useId, useState, type FormEvent } from 'react'
import { SmsCodeButton } from '../../../runtime/components/form/SmsCodeButton.tsx'
import { DesignerApiError } from '../../api/client.ts'
import { requestSignInCode, signIn } from './access-store.ts'
import { Logo } from '../Logo.tsx'
import './access.css'

export interface SignInProps {
  title?: string
  lead?: string
  /** Signs in, throwing the server's refusal for the form to show; `vcode` once the server asked for one. */
  submit?: (username: string, password: string, vcode?: string) => Promise<void>
  /** Asks the server to text the sign-in code for the account; answers what to tell the operator. */
  sendCode?: (username: string) => Promise<string>
}

/** The refusal of an account under attack signing in from an address that is not the owner's. */
const CODE_REQUIRED = 'SIGN_IN_SECOND_FACTOR_REQUIRED'

const messageOf = (failure: unknown, fallback: string) => (failure instanceof Error ? failure.message : fallback)

/**
 * The operator sign-in: the only thing a guest sees of the designer (and, worded for it, of the
 * console). When the server answers that the account needs a texted code from this address, a
 * 短信验证码 field with 获取验证码 appears, and the password is sent again with the code.
 */
export function SignIn({
  title = '页面设计器 · 运营登录',
  lead = '使用运营账号登录后编辑和发布商城页面',
  submit: signInWith = signIn,
  sendCode = requestSignInCode,
}: SignInProps) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [vcode, setVcode] = useState('')
  const [needsCode, setNeedsCode] = useState(false)
  const [notice, setNotice] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const errorId = useId()
  const noticeId = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (needsCode && !vcode.trim()) return setError('请输入短信验证码')
    setBusy(true)
    setError('')
    try {
      await (needsCode ? signInWith(username.trim(), password, vcode.trim()) : signInWith(username.trim(), password))
    } catch (failure) {
      if (failure instanceof DesignerApiError && failure.code === CODE_REQUIRED) setNeedsCode(true)
      // The server words every refusal (请输入账号, 账号或密码错误 …); show it as it is.
      setError(messageOf(failure, '登录失败'))
      setBusy(false)
    }
  }

  async function send(): Promise<boolean> {
    if (!username.trim()) {
      setError('请输入账号')
      return false
    }
    setError('')
    try {
      setNotice(await sendCode(username.trim()))
      return true
    } catch (failure) {
      setError(messageOf(failure, '验证码发送失败，请稍后再试'))
      return false
    }
  }

  const describedBy = error ? errorId : undefined
  return (
    <main className="dz-access">
      <form className="dz-access__card" onSubmit={submit} noValidate aria-labelledby="dz-signin-title">
        <div className="dz-access__brand">
          <Logo />
        </div>
        <h1 id="dz-signin-title" className="dz-access__title">
          {title}
        </h1>
        <p className="dz-access__lead">{lead}</p>
        <label className="dz-field">
          <span className="dz-field__label">账号</span>
          <input
            className="dz-input"
            name="username"
            autoComplete="username"
            maxLength={50}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-describedby={describedBy}
            autoFocus
          />
        </label>
        <label className="dz-field">
          <span className="dz-field__label">密码</span>
          <input
            className="dz-input"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={64}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={describedBy}
          />
        </label>
        {needsCode && (
          <div className="dz-field">
            <label className="dz-field__label" htmlFor={`${noticeId}-code`}>
              短信验证码
            </label>
            <div className="dz-access__code">
              <input
                id={`${noticeId}-code`}
                className="dz-input"
                name="vcode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="6位验证码"
                value={vcode}
                onChange={(event) => setVcode(event.target.value)}
                aria-describedby={[describedBy, notice ? noticeId : undefined].filter(Boolean).join(' ') || undefined}
              />
              <SmsCodeButton onSend={send} className="dz-btn dz-access__code-button" />
            </div>
            {notice && (
              <p id={noticeId} className="dz-access__notice">
                {notice}
              </p>
            )}
          </div>
        )}
        {error && (
          <p id={errorId} className="dz-access__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="dz-btn dz-btn--primary dz-btn--block" disabled={busy}>
          {busy ? '登录中…' : '登录'}
        </button>
      </form>
    </main>
  )
}
