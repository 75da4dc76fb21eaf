import type { FormEvent } from 'react'
import { loginWithSmsCode, type SmsCodeType } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { Button } from '../../components/button/Button.tsx'
import { FormAlert } from './AuthPanel.tsx'
import { MobileCodeFields } from './MobileCodeFields.tsx'
import { mobileError, smsCodeError } from './form-rules.ts'
import { serverProblem } from './server-errors.ts'
import { useCompleteSignIn } from './use-complete-sign-in.ts'
import { useFormFields, type FieldRules } from '../../components/form/use-form-fields.ts'
import { useSmsCode } from './use-sms-code.ts'
import { useAuthForm } from './use-auth-form.ts'

type Field = 'mobile' | 'vcode'

const rules: FieldRules<Field> = {
  mobile: (values) => mobileError(values.mobile),
  vcode: (values) => smsCodeError(values.vcode),
}

export interface SmsLoginFormProps {
  redirectPath: string
  resendSeconds: number
  /** Sends the mobile and login code; answers the session token. Signing in by default. */
  submit?: (input: { mobile: string; vcode: string }) => Promise<unknown>
  submitLabel?: string
  /** While the call is under way. */
  busyLabel?: string
  /** Kept as the user info's login_type. */
  loginType?: string
  /** The kind of SMS code the timer button asks for: a login code by default. */
  smsType?: SmsCodeType
  /** What follows a successful call; the member sign-in (user info, then redirectPath) by default. */
  onSignedIn?: () => void
}

const smsLogin = (input: { mobile: string; vcode: string }) => loginWithSmsCode(getApi(), input, { silent: true })

/**
 * The 短信登录 tab: 手机号, 短信验证码 with its timer button, 登录. Login codes need no image captcha.
 * The WeChat bind page, /auth/bindphone and the merchant sign-in reuse it with their own call, code kind and button.
 */
export function SmsLoginForm({
  redirectPath,
  resendSeconds,
  submit = smsLogin,
  submitLabel = '登录',
  busyLabel = '登录中…',
  loginType = 'sms',
  smsType = 'login',
  onSignedIn,
}: SmsLoginFormProps) {
  const form = useFormFields<Field>({ mobile: '', vcode: '' }, rules, ['mobile', 'vcode'])
  const completeSignIn = useCompleteSignIn()
  const { formRef, focus, passes, problem, setProblem, busy, send } = useAuthForm()
  const sms = useSmsCode({ type: smsType, form, focus, setProblem })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!passes(form)) return
    await send(
      async () => {
        await submit({ mobile: form.values.mobile.trim(), vcode: form.values.vcode.trim() })
        if (onSignedIn) onSignedIn()
        else await completeSignIn({ loginType, redirectPath })
      },
      (error) => {
        const found = serverProblem(error)
        if (found.target === 'mobile' || found.target === 'vcode') form.setError(found.target, found.message)
        else setProblem(found.message)
      },
    )
  }

  return (
    <form ref={formRef} className="mf-auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={problem} />
      <MobileCodeFields form={form} sms={sms} resendSeconds={resendSeconds} />
      <Button htmlType="submit" type="primary" size="large" long className="mf-auth-submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
