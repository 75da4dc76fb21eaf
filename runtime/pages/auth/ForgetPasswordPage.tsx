import { useEffect, useRef, useState } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { LinkButton } from '../../components/button/LinkButton.tsx'
import { AuthPanel } from '../../features/sign-in/AuthPanel.tsx'
import { loadAuthPage, type AuthPageData } from './load-auth.ts'
import { NewPasswordStep, VerifyIdentityStep, type VerifiedMobile } from './ResetSteps.tsx'
import { StepList } from '../../components/steps/StepList.tsx'

/** Anyone may reset a password, signed in or not. */
export function loader({ context, request }: LoaderFunctionArgs): Promise<AuthPageData> {
  return loadAuthPage(context, request, false)
}

export const RESET_STEPS = ['验证身份', '设置新密码', '完成'] as const

/** /auth/forget-password: 1 验证身份 → 2 设置新密码 → 3 完成. */
export default function ForgetPasswordPage() {
  const { setting } = useLoaderData() as AuthPageData
  const [verified, setVerified] = useState<VerifiedMobile | null>(null)
  const [done, setDone] = useState(false)
  const step = done ? 2 : verified ? 1 : 0

  return (
    <AuthPanel title="找回密码" wide>
      <StepList steps={RESET_STEPS} current={step} label="找回密码步骤" block="mf-auth-steps" />
      {step === 0 && (
        <VerifyIdentityStep
          needImageCode={setting.forget_password.need_image_code === 1}
          resendSeconds={setting.sms.resend_seconds}
          onVerified={setVerified}
        />
      )}
      {step === 1 && verified && (
        <NewPasswordStep verified={verified} onDone={() => setDone(true)} onRestart={() => setVerified(null)} />
      )}
      {step === 2 && <ResetDone />}
    </AuthPanel>
  )
}

/** Step 3, which takes the focus so the outcome is read out at once. */
function ResetDone() {
  const title = useRef<HTMLParagraphElement>(null)
  useEffect(() => title.current?.focus(), [])
  return (
    <div className="mf-auth-done">
      <span className="mf-auth-done__icon" aria-hidden="true">
        ✓
      </span>
      <p ref={title} className="mf-auth-done__title" tabIndex={-1}>
        密码重置成功
      </p>
      <p className="mf-auth-done__text">请使用新密码登录，其他设备上的登录已失效</p>
      <LinkButton to="/auth/login" type="primary" size="large" long className="mf-auth-submit">
        去登录
      </LinkButton>
    </div>
  )
}
