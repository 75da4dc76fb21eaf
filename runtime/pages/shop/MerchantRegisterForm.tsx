import type { FormEvent } from 'react'
import { merchantHttp, registerMerchant } from '../../api/merchant.ts'
import { Button } from '../../components/button/Button.tsx'
import { toast } from '../../components/toast/toast.ts'
import { FormAlert } from '../../features/sign-in/AuthPanel.tsx'
import { MobileCodeFields } from '../../features/sign-in/MobileCodeFields.tsx'
import { NewPasswordFields } from '../../features/sign-in/NewPasswordFields.tsx'
import { SIGN_UP_SUBMITTED, showSignUpProblem, useSignUpFields } from '../../features/sign-in/sign-up-fields.ts'
import { useCaptcha } from '../../features/sign-in/use-captcha.ts'
import { useSmsCode } from '../../features/sign-in/use-sms-code.ts'
import { useShopSignIn } from './use-shop-sign-in.ts'
import { useAuthForm } from '../../features/sign-in/use-auth-form.ts'

/**
 * 商家注册: 手机号, 图片验证码, 短信验证码 (type merchant_register), 设置密码, 确认密码. The new
 * merchant account is signed in at once and goes on to the settlement application.
 */
export function MerchantRegisterForm({ resendSeconds = 60 }: { resendSeconds?: number }) {
  const form = useSignUpFields()
  const captcha = useCaptcha('sign')
  const signedIn = useShopSignIn()
  const { formRef, focus, passes, problem, setProblem, busy, send } = useAuthForm()
  const sms = useSmsCode({ type: 'merchant_register', form, captcha: { captcha, field: 'captcha' }, focus, setProblem })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!passes(form, SIGN_UP_SUBMITTED)) return
    const { mobile, vcode, password, confirm } = form.values
    await send(
      async () => {
        await registerMerchant(
          merchantHttp(),
          { mobile: mobile.trim(), vcode: vcode.trim(), password, password_confirm: confirm },
          { silent: true },
        )
        toast.success('注册成功')
        signedIn()
      },
      (error) => {
        showSignUpProblem(error, form, focus, setProblem)
      },
    )
  }

  return (
    <form ref={formRef} className="mf-auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={problem} />
      <MobileCodeFields form={form} captcha={captcha} sms={sms} resendSeconds={resendSeconds} />
      <NewPasswordFields form={form} label="设置密码" confirmPlaceholder="请再次输入密码" />
      <Button htmlType="submit" type="primary" size="large" long className="mf-auth-submit" disabled={busy}>
        {busy ? '注册中…' : '注册并登录'}
      </Button>
    </form>
  )
}
