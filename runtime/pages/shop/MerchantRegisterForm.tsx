import { useRef, useState, type FormEvent } from 'react'
import { merchantHttp, registerMerchant } from '../../api/merchant.ts'
import { Button } from '../../components/button/Button.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useFormFields, type FieldRules } from '../../components/form/use-form-fields.ts'
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
import { useSmsCode } from '../../features/sign-in/use-sms-code.ts'
import { useShopSignIn } from './use-shop-sign-in.ts'

type Field = 'mobile' | 'captcha' | 'vcode' | 'password' | 'confirm'

const SUBMITTED: readonly Field[] = ['mobile', 'vcode', 'password', 'confirm']

const rules: FieldRules<Field> = {
  mobile: (values) => mobileError(values.mobile),
  captcha: (values) => captchaError(values.captcha),
  vcode: (values) => smsCodeError(values.vcode),
  password: (values) => newPasswordError(values.password),
  confirm: (values) => confirmPasswordError(values.password, values.confirm),
}

/**
 * 商家注册: 手机号, 图片验证码, 短信验证码 (type merchant_register), 设置密码, 确认密码. The new
 * merchant account is signed in at once and goes on to the settlement application.
 */
export function MerchantRegisterForm({ resendSeconds = 60 }: { resendSeconds?: number }) {
  const form = useFormFields<Field>({ mobile: '', captcha: '', vcode: '', password: '', confirm: '' }, rules, [
    'mobile',
    'captcha',
    'vcode',
  ])
  const captcha = useCaptcha('sign')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const signedIn = useShopSignIn()
  const formRef = useRef<HTMLFormElement>(null)
  const focus = (name: string) => formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus()
  const sms = useSmsCode({ type: 'merchant_register', form, captcha: { captcha, field: 'captcha' }, focus, setProblem })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const invalid = form.validate(SUBMITTED)
    if (invalid) return focus(invalid)
    setBusy(true)
    setProblem(null)
    const { mobile, vcode, password, confirm } = form.values
    try {
      await registerMerchant(
        merchantHttp(),
        { mobile: mobile.trim(), vcode: vcode.trim(), password, password_confirm: confirm },
        { silent: true },
      )
      toast.success('注册成功')
      signedIn()
    } catch (error) {
      const found = serverProblem(error)
      if (found.target === 'form' || found.target === 'captcha') setProblem(found.message)
      else {
        form.setError(found.target, found.message)
        focus(found.target)
      }
      setBusy(false)
    }
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
