import { useId, useState, type FormEvent } from 'react'
import { registerMember } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { Button } from '../../components/button/Button.tsx'
import { toast } from '../../components/toast/toast.ts'
import { AgreementModal } from './AgreementModal.tsx'
import { FormAlert } from '../../features/sign-in/AuthPanel.tsx'
import { MobileCodeFields } from '../../features/sign-in/MobileCodeFields.tsx'
import { NewPasswordFields } from '../../features/sign-in/NewPasswordFields.tsx'
import { SIGN_UP_SUBMITTED, showSignUpProblem, useSignUpFields } from '../../features/sign-in/sign-up-fields.ts'
import { useCaptcha } from '../../features/sign-in/use-captcha.ts'
import { useCompleteSignIn } from '../../features/sign-in/use-complete-sign-in.ts'
import { useSmsCode } from '../../features/sign-in/use-sms-code.ts'
import { useAuthForm } from '../../features/sign-in/use-auth-form.ts'

/** Shown long enough to be read before the page changes. */
export const SUCCESS_PAUSE_MS = 1000

export interface RegisterFormProps {
  redirectPath: string
  needImageCode: boolean
  resendSeconds: number
}

/** 手机号, 图片验证码, 短信验证码, 设置密码, 确认密码, the agreement box and 立即注册. */
export function RegisterForm({ redirectPath, needImageCode, resendSeconds }: RegisterFormProps) {
  const form = useSignUpFields()
  const captcha = useCaptcha('sign', needImageCode)
  const [agreed, setAgreed] = useState(false)
  const [agreementOpen, setAgreementOpen] = useState(false)
  const completeSignIn = useCompleteSignIn()
  const { formRef, focus, passes, problem, setProblem, busy, send } = useAuthForm()
  const agreeId = useId()
  const sms = useSmsCode({
    type: 'sign',
    form,
    captcha: needImageCode ? { captcha, field: 'captcha' } : undefined,
    focus,
    setProblem,
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!agreed) return
    if (!passes(form, SIGN_UP_SUBMITTED)) return
    const { mobile, vcode, password, confirm } = form.values
    await send(
      async () => {
        await registerMember(
          getApi(),
          { mobile: mobile.trim(), vcode: vcode.trim(), password, password_confirm: confirm },
          { silent: true },
        )
        toast.success('注册成功')
        await completeSignIn({ loginType: 'register', redirectPath, delayMs: SUCCESS_PAUSE_MS })
      },
      (error) => {
        showSignUpProblem(error, form, focus, setProblem)
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
      />
      <NewPasswordFields form={form} label="设置密码" confirmPlaceholder="请再次输入密码" />
      <div className="mf-auth-agree">
        <input
          id={agreeId}
          type="checkbox"
          checked={agreed}
          aria-labelledby={`${agreeId}-label ${agreeId}-link`}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label id={`${agreeId}-label`} htmlFor={agreeId}>
          我已阅读并同意
        </label>
        <button
          id={`${agreeId}-link`}
          type="button"
          className="mf-auth-text-button"
          onClick={() => setAgreementOpen(true)}
        >
          《用户注册协议》
        </button>
      </div>
      <Button htmlType="submit" type="primary" size="large" long className="mf-auth-submit" disabled={!agreed || busy}>
        {busy ? '注册中…' : '立即注册'}
      </Button>
      <AgreementModal
        open={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onAgree={() => {
          setAgreed(true)
          setAgreementOpen(false)
        }}
      />
    </form>
  )
}
