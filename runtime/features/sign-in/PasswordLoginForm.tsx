import { useState, type FormEvent } from 'react'
import { loginWithPassword, type SmsCodeType } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { Button } from '../../components/button/Button.tsx'
import { FormAlert } from './AuthPanel.tsx'
import { boundField, InlineField } from '../../components/form/InlineField.tsx'
import { SmsCodeButton } from '../../components/form/SmsCodeButton.tsx'
import { ApiError } from '../../api/api-error.ts'
import { loginPasswordError, mobileError, smsCodeError } from './form-rules.ts'
import { serverProblem } from './server-errors.ts'
import { useCompleteSignIn } from './use-complete-sign-in.ts'
import { useFormFields, type FieldRules } from '../../components/form/use-form-fields.ts'
import { useAuthForm } from './use-auth-form.ts'
import { useSmsCode } from './use-sms-code.ts'

type Field = 'mobile' | 'password' | 'vcode'

/** The account field of a credentials form: a mobile by default, or a shop account (username or mobile). */
export interface AccountField {
  placeholder: string
  maxLength: number
  numeric: boolean
  error: (value: string) => string | null
}

const MOBILE_ACCOUNT: AccountField = { placeholder: '请输入手机号', maxLength: 11, numeric: true, error: mobileError }

export interface CredentialsFormProps {
  redirectPath: string
  /**
   * Sends the typed account and password, and the SMS code once the server asked for one (an
   * account under attack, SIGN_IN_SECOND_FACTOR_REQUIRED); answers the session token.
   */
  submit: (credentials: { username: string; password: string; vcode?: string }) => Promise<unknown>
  loginType: string
  mobileLabel?: string
  account?: AccountField
  submitLabel?: string
  /** While the call is under way; "{submitLabel}中…" by default. */
  busyLabel?: string
  /** What follows a successful call; the member sign-in (user info, then redirectPath) by default. */
  onSignedIn?: () => void
  /** The kind of SMS code asked for when the server wants one beside the password: a login code by default. */
  smsType?: SmsCodeType
}

/** 手机号 + 密码; also the staff, bind and merchant forms, which differ in the call, the account field and the labels. */
export function CredentialsForm({
  redirectPath,
  submit,
  loginType,
  mobileLabel = '手机号',
  account = MOBILE_ACCOUNT,
  submitLabel = '登录',
  busyLabel = `${submitLabel}中…`,
  onSignedIn,
  smsType = 'login',
}: CredentialsFormProps) {
  // Shown once the server answers that this account needs a texted code from this address.
  const [needsCode, setNeedsCode] = useState(false)
  const rules: FieldRules<Field> = {
    mobile: (values) => account.error(values.mobile),
    password: (values) => loginPasswordError(values.password),
    vcode: (values) => (needsCode ? smsCodeError(values.vcode) : null),
  }
  const form = useFormFields<Field>({ mobile: '', password: '', vcode: '' }, rules, ['mobile', 'vcode'])
  const completeSignIn = useCompleteSignIn()
  const { formRef, focus, passes, problem, setProblem, busy, send } = useAuthForm()
  const sms = useSmsCode({ type: smsType, form, focus, setProblem })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!passes(form)) return
    await send(
      async () => {
        const credentials = { username: form.values.mobile.trim(), password: form.values.password }
        await submit(needsCode ? { ...credentials, vcode: form.values.vcode.trim() } : credentials)
        if (onSignedIn) onSignedIn()
        else await completeSignIn({ loginType, redirectPath })
      },
      (error) => {
        const found = serverProblem(error)
        if (error instanceof ApiError && error.code === 'SIGN_IN_SECOND_FACTOR_REQUIRED') setNeedsCode(true)
        if (found.target === 'mobile' || found.target === 'password' || (needsCode && found.target === 'vcode'))
          form.setError(found.target, found.message)
        else setProblem(found.message)
      },
    )
  }

  return (
    <form ref={formRef} className="mf-auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={problem} />
      <InlineField
        label={mobileLabel}
        inputMode={account.numeric ? 'numeric' : undefined}
        autoComplete="username"
        maxLength={account.maxLength}
        placeholder={account.placeholder}
        {...boundField(form, 'mobile')}
      />
      <InlineField
        label="密码"
        type="password"
        autoComplete="current-password"
        maxLength={20}
        placeholder="请输入密码"
        {...boundField(form, 'password')}
      />
      {needsCode && (
        <InlineField
          label="短信验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6位验证码"
          hint={sms.notice}
          {...boundField(form, 'vcode')}
          addon={<SmsCodeButton onSend={sms.send} />}
        />
      )}
      <Button htmlType="submit" type="primary" size="large" long className="mf-auth-submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}

/** The 密码登录 tab. */
export function PasswordLoginForm({ redirectPath }: { redirectPath: string }) {
  return (
    <CredentialsForm
      redirectPath={redirectPath}
      loginType="password"
      submit={(credentials) => loginWithPassword(getApi(), credentials, { silent: true })}
    />
  )
}
