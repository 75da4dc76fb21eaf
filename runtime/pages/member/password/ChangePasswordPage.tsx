import { useId, useRef, useState, type FormEvent } from 'react'
import { type LoaderFunctionArgs } from 'react-router-dom'
import { ApiError } from '../../../api/api-error.ts'
import { getApi } from '../../../api/index.ts'
import { changeMemberPassword } from '../../../api/member.ts'
import { Button } from '../../../components/button/Button.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { MemberFrame } from '../frame/MemberFrame.tsx'
import { requireMember } from '../require-member.ts'
import {
  EMPTY_PASSWORDS,
  PASSWORD_FIELDS,
  checkPasswordField,
  checkPasswords,
  type PasswordDraft,
  type PasswordErrors,
  type PasswordField,
} from './password-rules.ts'
import '../profile/account-form.css'
import './password.css'

export function loader({ request }: LoaderFunctionArgs): null {
  requireMember(request)
  return null
}

/** The server's code for a wrong current password: its message belongs under 当前密码. */
const OLD_PASSWORD_WRONG = 'OLD_PASSWORD_WRONG'

const FIELDS: Record<PasswordField, { label: string; placeholder: string; autoComplete: string }> = {
  current: { label: '当前密码', placeholder: '请输入当前登录密码', autoComplete: 'current-password' },
  next: { label: '新密码', placeholder: '8-20位，数字和字母混合', autoComplete: 'new-password' },
  confirm: { label: '确认新密码', placeholder: '请再次输入新密码', autoComplete: 'new-password' },
}

/**
 * /member/change-password (更改密码). The server signs out the member's other sessions and keeps
 * this one, so the member stays here, signed in, with an emptied form.
 */
export default function ChangePasswordPage() {
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY_PASSWORDS)
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const baseId = useId()
  const inputId = (field: PasswordField) => `${baseId}-${field}`
  const errorId = (field: PasswordField) => `${baseId}-${field}-error`

  const judge = (field: PasswordField, next: PasswordDraft = draft) => {
    const message = checkPasswordField(field, next)
    setErrors((current) => {
      if ((current[field] ?? null) === message) return current
      const copy = { ...current }
      if (message) copy[field] = message
      else delete copy[field]
      return copy
    })
  }

  const change = (field: PasswordField, value: string) => {
    const next = { ...draft, [field]: value }
    setDraft(next)
    // A complaint goes away as soon as the value is right; the confirmation follows the new password.
    if (errors[field]) judge(field, next)
    if (field === 'next' && next.confirm) judge('confirm', next)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const found = checkPasswords(draft)
    setErrors(found)
    setServerError(null)
    const first = PASSWORD_FIELDS.find((field) => found[field])
    if (first) {
      document.getElementById(inputId(first))?.focus()
      return
    }
    setSaving(true)
    try {
      await changeMemberPassword(getApi(), { old_password: draft.current, new_password: draft.next, password_confirm: draft.confirm }, { silent: true })
      setDraft(EMPTY_PASSWORDS)
      setErrors({})
      toast.success('密码修改成功')
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : '修改失败，请稍后重试'
      if (failure instanceof ApiError && failure.code === OLD_PASSWORD_WRONG) {
        setErrors({ current: message })
        document.getElementById(inputId('current'))?.focus()
      } else {
        setServerError(message)
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <MemberFrame trail={[{ title: '修改密码' }]}>
      <section className="mf-member-panel" aria-labelledby={`${baseId}-title`}>
        <div className="mf-member-panel__head">
          <h1 className="mf-member-panel__title" id={`${baseId}-title`}>
            修改密码
          </h1>
        </div>
        <div className="mf-member-panel__body mf-password">
          <p className="mf-password__notice">为了您的账户安全，请定期更换密码。密码修改成功后，其他设备上的登录将会失效，需要重新登录。</p>
          <form ref={form} className="mf-account-form" noValidate onSubmit={submit} aria-label="修改密码">
            {serverError && (
              <p className="mf-account-form__server-error" role="alert">
                {serverError}
              </p>
            )}
            {PASSWORD_FIELDS.map((field) => (
              <div key={field} className="mf-account-form__row">
                <label className="mf-account-form__label" htmlFor={inputId(field)}>
                  <span className="mf-account-form__required" aria-hidden="true">*</span>
                  {FIELDS[field].label}
                </label>
                <div className="mf-account-form__control">
                  <input
                    id={inputId(field)}
                    type="password"
                    className="mf-account-form__input"
                    value={draft[field]}
                    maxLength={40}
                    placeholder={FIELDS[field].placeholder}
                    autoComplete={FIELDS[field].autoComplete}
                    aria-required="true"
                    aria-invalid={Boolean(errors[field]) || undefined}
                    aria-describedby={errors[field] ? errorId(field) : undefined}
                    onChange={(event) => change(field, event.target.value)}
                    onBlur={() => judge(field)}
                  />
                  {errors[field] ? (
                    <p className="mf-account-form__error" id={errorId(field)} role="alert">
                      {errors[field]}
                    </p>
                  ) : (
                    field === 'next' && <p className="mf-account-form__hint">8-20位，须同时包含数字和字母，不能包含特殊字符</p>
                  )}
                </div>
              </div>
            ))}
            <div className="mf-account-form__row">
              <span className="mf-account-form__label" aria-hidden="true" />
              <div className="mf-account-form__control">
                <Button type="primary" htmlType="submit" disabled={saving} className="mf-account-form__submit">
                  {saving ? '提交中…' : '确认修改'}
                </Button>
              </div>
            </div>
          </form>
        </div>
      </section>
    </MemberFrame>
  )
}
