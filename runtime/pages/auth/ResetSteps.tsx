import { useState, type FormEvent } from 'react'
import { checkResetCode, resetPassword } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { Button } from '../../components/button/Button.tsx'
import { maskMobile } from '../../lib/validators.ts'
import { FormAlert } from '../../features/sign-in/AuthPanel.tsx'
import { MobileCodeFields } from '../../features/sign-in/MobileCodeFields.tsx'
import { NewPasswordFields } from '../../features/sign-in/NewPasswordFields.tsx'
import {
  captchaError,
  confirmPasswordError,
  mobileError,
  newPasswordError,
  smsCodeError,
} from '../../features/sign-in/form-rules.ts'
import { serverProblem } from '../../features/sign-in/server-errors.ts'
import { useCaptcha } from '../../features/sign-in/use-captcha.ts'
import { useFormFields, type FieldRules } from '../../components/form/use-form-fields.ts'
import { useSmsCode } from '../../features/sign-in/use-sms-code.ts'
import { useAuthForm } from '../../features/sign-in/use-auth-form.ts'

/** A mobile and the recovery code the server accepted for it (still unused). */
export interface VerifiedMobile {
  mobile: string
  vcode: string
}

type IdentityField = 'mobile' | 'captcha' | 'vcode'

const identityRules: FieldRules<IdentityField> = {
  mobile: (values) => mobileError(values.mobile),
  captcha: (values) => captchaError(values.captcha),
  vcode: (values) => smsCodeError(values.vcode),
}

export interface VerifyIdentityStepProps {
  needImageCode: boolean
  resendSeconds: number
  onVerified: (verified: VerifiedMobile) => void
}

/**
 * Step 1: 手机号, 图片验证码, 短信验证码 (type forget). 下一步 checks the code with
 * member.safe.checkResetLoginPassword, which leaves it usable for the reset itself.
 */
export function VerifyIdentityStep({ needImageCode, resendSeconds, onVerified }: VerifyIdentityStepProps) {
  const form = useFormFields<IdentityField>({ mobile: '', captcha: '', vcode: '' }, identityRules, [
    'mobile',
    'captcha',
    'vcode',
  ])
  const captcha = useCaptcha('forget_password', needImageCode)
  const { formRef, focus, passes, problem, setProblem, busy, send } = useAuthForm()
  const sms = useSmsCode({
    type: 'forget',
    form,
    captcha: needImageCode ? { captcha, field: 'captcha' } : undefined,
    focus,
    setProblem,
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!passes(form, ['mobile', 'vcode'])) return
    const verified = { mobile: form.values.mobile.trim(), vcode: form.values.vcode.trim() }
    await send(
      async () => {
        await checkResetCode(getApi(), verified, { silent: true })
        onVerified(verified)
      },
      (error) => {
        const found = serverProblem(error)
        if (found.target === 'mobile' || found.target === 'vcode') {
          form.setError(found.target, found.message)
          focus(found.target)
        } else setProblem(found.message)
      },
    )
  }

  return (
    <form ref={formRef} className="mf-auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={problem} />
      <MobileCodeFields
        form={form}
        captcha={needImageCode ? captcha : undefined}
        sms={sms}
        resendSeconds={resendSeconds}
        mobilePlaceholder="请输入注册时的手机号"
      />
      <Button htmlType="submit" type="primary" size="large" long className="mf-auth-submit" disabled={busy}>
        {busy ? '验证中…' : '下一步'}
      </Button>
    </form>
  )
}

type PasswordField = 'password' | 'confirm'

const passwordRules: FieldRules<PasswordField> = {
  password: (values) => newPasswordError(values.password),
  confirm: (values) => confirmPasswordError(values.password, values.confirm),
}

export interface NewPasswordStepProps {
  verified: VerifiedMobile
  onDone: () => void
  /** Back to step 1, when the code has expired meanwhile. */
  onRestart: () => void
}

/** Step 2: 新密码 + 确认密码, saved with member/reset/password (which uses the code up). */
export function NewPasswordStep({ verified, onDone, onRestart }: NewPasswordStepProps) {
  const form = useFormFields<PasswordField>({ password: '', confirm: '' }, passwordRules)
  const [codeSpent, setCodeSpent] = useState(false)
  const { formRef, focus, passes, problem, setProblem, busy, send } = useAuthForm()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!passes(form)) return
    await send(
      async () => {
        await resetPassword(
          getApi(),
          { ...verified, password: form.values.password, password_confirm: form.values.confirm },
          { silent: true },
        )
        onDone()
      },
      (error) => {
        const found = serverProblem(error)
        if (found.target === 'password' || found.target === 'confirm') {
          form.setError(found.target, found.message)
          focus(found.target)
        } else {
          setProblem(found.message)
          // An expired or locked code cannot be fixed here: the shopper needs a new one from step 1.
          setCodeSpent(found.target === 'vcode' || found.target === 'mobile')
        }
      },
    )
  }

  return (
    <form ref={formRef} className="mf-auth-form" noValidate onSubmit={onSubmit}>
      <p className="mf-auth-form__lead">正在为 {maskMobile(verified.mobile)} 设置新密码</p>
      <FormAlert message={problem} />
      <NewPasswordFields form={form} label="新密码" confirmPlaceholder="请再次输入新密码" autoFocus />
      {codeSpent ? (
        <Button type="primary" size="large" long className="mf-auth-submit" onClick={onRestart}>
          重新验证身份
        </Button>
      ) : (
        <Button htmlType="submit" type="primary" size="large" long className="mf-auth-submit" disabled={busy}>
          {busy ? '提交中…' : '确认修改'}
        </Button>
      )}
    </form>
  )
}
