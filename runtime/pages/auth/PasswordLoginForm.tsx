import { useRef, useState, type FormEvent } from 'react'
import { loginWithPassword } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { Button } from '../../components/button/Button.tsx'
import { FormAlert } from './AuthPanel.tsx'
import { InlineField } from '../../components/form/InlineField.tsx'
import { loginPasswordError, mobileError } from './form-rules.ts'
import { serverProblem } from './server-errors.ts'
import { useCompleteSignIn } from './use-complete-sign-in.ts'
import { useFormFields, type FieldRules } from '../../components/form/use-form-fields.ts'

type Field = 'mobile' | 'password'

const rules: FieldRules<Field> = {
  mobile: (values) => mobileError(values.mobile),
  password: (values) => loginPasswordError(values.password),
}

export interface CredentialsFormProps {
  redirectPath: string
  /** Sends the typed mobile and password; answers the session token. */
  submit: (credentials: { username: string; password: string }) => Promise<{ token: string }>
  loginType: string
  mobileLabel?: string
  submitLabel?: string
  /** While the call is under way; "{submitLabel}中…" by default. */
  busyLabel?: string
}

/** 手机号 + 密码; also the staff form, which differs only in the call and its labels. */
export function CredentialsForm({ redirectPath, submit, loginType, mobileLabel = '手机号', submitLabel = '登录', busyLabel = `${submitLabel}中…` }: CredentialsFormProps) {
  const form = useFormFields<Field>({ mobile: '', password: '' }, rules, ['mobile'])
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const completeSignIn = useCompleteSignIn()
  const formRef = useRef<HTMLFormElement>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const invalid = form.validate()
    if (invalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus()
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      await submit({ username: form.values.mobile.trim(), password: form.values.password })
      await completeSignIn({ loginType, redirectPath })
    } catch (error) {
      const found = serverProblem(error)
      if (found.target === 'mobile' || found.target === 'password') form.setError(found.target, found.message)
      else setProblem(found.message)
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} className="mf-auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={problem} />
      <InlineField
        label={mobileLabel}
        name="mobile"
        inputMode="numeric"
        autoComplete="username"
        maxLength={11}
        placeholder="请输入手机号"
        value={form.values.mobile}
        error={form.errors.mobile}
        onValueChange={(value) => form.change('mobile', value)}
        onBlur={() => form.blur('mobile')}
      />
      <InlineField
        label="密码"
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={20}
        placeholder="请输入密码"
        value={form.values.password}
        error={form.errors.password}
        onValueChange={(value) => form.change('password', value)}
        onBlur={() => form.blur('password')}
      />
      <Button htmlType="submit" type="primary" size="large" long className="mf-auth-submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}

/** The 密码登录 tab. */
export function PasswordLoginForm({ redirectPath }: { redirectPath: string }) {
  return <CredentialsForm redirectPath={redirectPath} loginType="password" submit={(credentials) => loginWithPassword(getApi(), credentials, { silent: true })} />
}
