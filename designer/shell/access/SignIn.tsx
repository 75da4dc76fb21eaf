import { useId, useState, type FormEvent } from 'react'
import { signIn } from './access-store.ts'
import { Logo } from '../Logo.tsx'
import './access.css'

export interface SignInProps {
  title?: string
  lead?: string
  /** Signs in, throwing the server's refusal for the form to show. */
  submit?: (username: string, password: string) => Promise<void>
}

/** The operator sign-in: the only thing a guest sees of the designer (and, worded for it, of the console). */
export function SignIn({
  title = '页面设计器 · 运营登录',
  lead = '使用运营账号登录后编辑和发布商城页面',
  submit: signInWith = signIn,
}: SignInProps) {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const errorId = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError('')
    try {
      await signInWith(username.trim(), password)
    } catch (failure) {
      // The server words every refusal (请输入账号, 账号或密码错误 …); show it as it is.
      setError(failure instanceof Error ? failure.message : '登录失败')
      setBusy(false)
    }
  }

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
            aria-describedby={error ? errorId : undefined}
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
            aria-describedby={error ? errorId : undefined}
          />
        </label>
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
