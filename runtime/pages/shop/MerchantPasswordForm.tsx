import { useRef, useState, type FormEvent } from 'react'
import { merchantHttp, merchantLoginWithPassword } from '../../api/merchant.ts'
import { Button } from '../../components/button/Button.tsx'
import { InlineField } from '../../components/form/InlineField.tsx'
import { useFormFields, type FieldRules } from '../../components/form/use-form-fields.ts'
import { FormAlert } from '../auth/AuthPanel.tsx'
import { loginPasswordError } from '../auth/form-rules.ts'
import { serverProblem } from '../auth/server-errors.ts'
import { useShopSignIn } from './use-shop-sign-in.ts'

type Field = 'username' | 'password'

const rules: FieldRules<Field> = {
  username: (values) => (values.username.trim() ? null : '请输入商家账号或手机号'),
  password: (values) => loginPasswordError(values.password),
}

/** 密码登录 of the merchant sign-in: 商家账号 (username or mobile) and 密码. */
export function MerchantPasswordForm() {
  const form = useFormFields<Field>({ username: '', password: '' }, rules, ['username'])
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const signedIn = useShopSignIn()
  const formRef = useRef<HTMLFormElement>(null)
  const focus = (name: string) => formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const invalid = form.validate()
    if (invalid) return focus(invalid)
    setBusy(true)
    setProblem(null)
    try {
      await merchantLoginWithPassword(merchantHttp(), { username: form.values.username.trim(), password: form.values.password }, { silent: true })
      signedIn()
    } catch (error) {
      setProblem(serverProblem(error).message)
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} className="mf-auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={problem} />
      <InlineField
        label="商家账号"
        name="username"
        autoComplete="username"
        maxLength={64}
        placeholder="账号或手机号"
        value={form.values.username}
        error={form.errors.username}
        onValueChange={(value) => form.change('username', value)}
        onBlur={() => form.blur('username')}
      />
      <InlineField
        label="密码"
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        placeholder="请输入密码"
        value={form.values.password}
        error={form.errors.password}
        onValueChange={(value) => form.change('password', value)}
        onBlur={() => form.blur('password')}
      />
      <Button htmlType="submit" type="primary" size="large" long className="mf-auth-submit" disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
    </form>
  )
}
