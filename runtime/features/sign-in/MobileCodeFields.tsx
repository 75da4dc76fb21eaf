import { boundField, InlineField } from '../../components/form/InlineField.tsx'
import { CaptchaAddon } from './CaptchaAddon.tsx'
import { SmsCodeButton } from '../../components/form/SmsCodeButton.tsx'
import type { Captcha } from './use-captcha.ts'
import type { FormFields } from '../../components/form/use-form-fields.ts'

type FieldAccess<K extends string> = Pick<FormFields<K>, 'values' | 'errors' | 'change' | 'blur'>
/** A form with 手机号 and 短信验证码, and 图片验证码 when `captcha` is given. */
type CodeForm = FieldAccess<'mobile' | 'vcode'> | FieldAccess<'mobile' | 'captcha' | 'vcode'>

export interface MobileCodeFieldsProps {
  form: CodeForm
  /** The image captcha asked before a code is sent, when the server wants one. */
  captcha?: Captcha
  sms: { send: () => Promise<boolean>; notice: string }
  resendSeconds: number
  mobilePlaceholder?: string
}

/** 手机号, the optional 图片验证码, and 短信验证码 with its timer button: the start of every form that proves a mobile. */
export function MobileCodeFields({
  form,
  captcha,
  sms,
  resendSeconds,
  mobilePlaceholder = '请输入手机号',
}: MobileCodeFieldsProps) {
  // The captcha field is only read when `captcha` is given, which comes with a form that has it.
  const fields = form as FieldAccess<'mobile' | 'captcha' | 'vcode'>
  return (
    <>
      <InlineField
        label="手机号"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder={mobilePlaceholder}
        {...boundField(fields, 'mobile')}
      />
      {captcha && (
        <InlineField
          label="图片验证码"
          name="captcha"
          autoComplete="off"
          maxLength={8}
          placeholder="图中字符"
          value={fields.values.captcha}
          error={fields.errors.captcha}
          onValueChange={(value) => fields.change('captcha', value)}
          addon={<CaptchaAddon captcha={captcha} />}
        />
      )}
      <InlineField
        label="短信验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6位验证码"
        hint={sms.notice}
        {...boundField(fields, 'vcode')}
        addon={<SmsCodeButton onSend={sms.send} seconds={resendSeconds} />}
      />
    </>
  )
}
