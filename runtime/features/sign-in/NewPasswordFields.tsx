import { boundField, InlineField } from '../../components/form/InlineField.tsx'
import type { FormFields } from '../../components/form/use-form-fields.ts'

export interface NewPasswordFieldsProps {
  form: Pick<FormFields<'password' | 'confirm'>, 'values' | 'errors' | 'change' | 'blur'>
  /** 设置密码 when registering, 新密码 when replacing one. */
  label: string
  confirmPlaceholder: string
  autoFocus?: boolean
}

/** A new password (spec 5: 8–20 letters and digits) and its confirmation. */
export function NewPasswordFields({ form, label, confirmPlaceholder, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <InlineField
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        placeholder="8-20位数字和字母组合"
        autoFocus={autoFocus}
        {...boundField(form, 'password')}
      />
      <InlineField
        label="确认密码"
        type="password"
        autoComplete="new-password"
        maxLength={20}
        placeholder={confirmPlaceholder}
        {...boundField(form, 'confirm')}
      />
    </>
  )
}
