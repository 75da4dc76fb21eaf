import { useRef, useState, type FormEvent } from 'react'
import { merchantHttp, merchantLoginWithSms } from '../../api/merchant.ts'
import { Button } from '../../components/button/Button.tsx'
import { useFormFields, type FieldRules } from '../../components/form/use-form-fields.ts'
import { FormAlert } from '../auth/AuthPanel.tsx'
import { MobileCodeFields } from '../auth/MobileCodeFields.tsx'
import { mobileError, smsCodeError } from '../auth/form-rules.ts'
import { serverProblem } from '../auth/server-errors.ts'
import { useSmsCode } from '../auth/use-sms-code.ts'
import { useShopSignIn } from './use-shop-sign-in.ts'

type Field = 'mobile' | 'vcode'

const rules: FieldRules<Field> = {
  mobile: (values) => mobileError(values.mobile),
  vcode: (values) => smsCodeError(values.vcode),
}

/** 短信登录 of the merchant sign-in: the account's mobile and a code sent to it (type merchant_login). */
export function MerchantSmsForm({ resendSeconds = 60 }: { resendSeconds?: number }) {
  const form = useFormFields<Field>({ mobile: '', vcode: '' }, rules, ['mobile', 'vcode'])
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const signedIn = useShopSignIn()
  const formRef = useRef<HTMLFormElement>(null)
  const focus = (name: string) => formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus()
  const sms = useSmsCode({ type: 'merchant_login', form, focus, setProblem })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const invalid = form.validate()
    if (invalid) return focus(invalid)
    setBusy(true)
    setProblem(null)
    try {
      await merchantLoginWithSms(merchantHttp(), { mobile: form.values.mobile.trim(), vcode: form.values.vcode.trim() }, { silent: true })
      signedIn()
    } catch (error) {
      const found = serverProblem(error)
      if (found.target === 'mobile' || found.target === 'vcode') form.setError(found.target, found.message)
      else setProblem(found.message)
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} className="mf-auth-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={problem} />
      <MobileCodeFields form={form} sms={sms} resendSeconds={resendSeconds} />
      <Button htmlType="submit" type="primary" size="large" long className="mf-auth-submit" disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
    </form>
  )
}
