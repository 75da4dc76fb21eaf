import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import type { FormFields } from './use-form-fields.ts'

export interface InlineFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'name'> {
  /** The visible label, which also names the input. */
  label: string
  name: string
  value: string
  error?: string
  onValueChange: (value: string) => void
  onBlur?: () => void
  /** Shown after the input inside the same row: the 获取验证码 button, the captcha picture. */
  addon?: ReactNode
  /** A quiet line under the field (e.g. where the code was sent), announced politely. */
  hint?: ReactNode
}

/**
 * One labelled 40 px input row with the label inside the box (the sign-in look, styled by the
 * mf-auth-field rules of pages/auth/auth.css), an optional addon (SmsCodeButton, a captcha
 * picture), a polite hint and the inline error. The error is linked to the input
 * (aria-describedby, aria-invalid) and announced as it appears. Pair with useFormFields through
 * `{...boundField(form, 'mobile')}`.
 */
export function InlineField({
  label,
  name,
  value,
  error,
  onValueChange,
  onBlur,
  addon,
  hint,
  type = 'text',
  ...input
}: InlineFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`mf-auth-field${error ? ' has-error' : ''}`}>
      <div className="mf-auth-field__row">
        <label className="mf-auth-field__label" htmlFor={id}>
          {label}
        </label>
        <input
          {...input}
          id={id}
          name={name}
          type={type}
          className="mf-auth-field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
        />
        {addon}
      </div>
      <p className="mf-auth-field__hint" id={hintId} aria-live="polite">
        {hint}
      </p>
      <p className="mf-auth-field__error" id={errorId} role="alert">
        {error}
      </p>
    </div>
  )
}

/** An InlineField's side of one useFormFields field: its name, value and error; a change and a blur update it. */
export function boundField<K extends string>(
  form: Pick<FormFields<K>, 'values' | 'errors' | 'change' | 'blur'>,
  name: K,
) {
  return {
    name,
    value: form.values[name],
    error: form.errors[name],
    onValueChange: (value: string) => form.change(name, value),
    onBlur: () => form.blur(name),
  }
}
