import { useRef, useState, type FormEvent } from 'react'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { ApiError } from '../../../api/api-error.ts'
import { getApi } from '../../../api/index.ts'
import { changeMemberPassword } from '../../../api/member.ts'
import { FormRow, fieldsPass, refuseField } from '../../../components/form/FormRow.tsx'
import { useFormFields, type FieldRules } from '../../../components/form/use-form-fields.ts'
import { toast } from '../../../components/toast/toast.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { requireMember } from '../../../features/member/require-member.ts'
import {
  EMPTY_PASSWORDS,
  PASSWORD_FIELDS,
  checkPasswordField,
  type PasswordDraft,
  type PasswordField,
} from './password-rules.ts'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import { AccountSubmitRow } from '../profile/AccountSubmitRow.tsx'
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

const RULES: FieldRules<PasswordField, PasswordDraft> = {
  current: (values) => checkPasswordField('current', values),
  next: (values) => checkPasswordField('next', values),
  confirm: (values) => checkPasswordField('confirm', values),
}

/**
 * /member/change-password (更改密码). The server signs out the member's other sessions and keeps
 * this one, so the member stays here, signed in, with an emptied form.
 */
export default function ChangePasswordPage() {
  const fields = useFormFields<PasswordField, PasswordDraft>(EMPTY_PASSWORDS, RULES)
  const { values: draft, errors } = fields
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  const change = (field: PasswordField, value: string) => {
    fields.change(field, value)
    // The confirmation follows the new password once it has been typed.
    if (field === 'next' && fields.values.confirm) fields.blur('confirm')
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setServerError(null)
    if (!fieldsPass(form.current, fields)) return
    setSaving(true)
    try {
      await changeMemberPassword(
        getApi(),
        { old_password: draft.current, new_password: draft.next, password_confirm: draft.confirm },
        { silent: true },
      )
      fields.reset(EMPTY_PASSWORDS)
      toast.success('密码修改成功')
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : '修改失败，请稍后重试'
      if (failure instanceof ApiError && failure.code === OLD_PASSWORD_WRONG) {
        refuseField(form.current, fields, 'current', message)
      } else {
        setServerError(message)
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <MemberFrame trail={[{ title: '修改密码' }]}>
      <MemberPanel title="修改密码" level={1} body="mf-password">
        <p className="mf-password__notice">
          为了您的账户安全，请定期更换密码。密码修改成功后，其他设备上的登录将会失效，需要重新登录。
        </p>
        <form ref={form} className="mf-account-form" noValidate onSubmit={submit} aria-label="修改密码">
          {serverError && (
            <p className="mf-error-box mf-account-form__server-error" role="alert">
              {serverError}
            </p>
          )}
          {PASSWORD_FIELDS.map((field) => (
            <FormRow
              key={field}
              look="account"
              label={FIELDS[field].label}
              required
              field={field}
              error={errors[field]}
              hint={field === 'next' ? '8-20位，须同时包含数字和字母，不能包含特殊字符' : undefined}
            >
              {({ input }) => (
                <input
                  {...input}
                  type="password"
                  className="mf-account-form__input"
                  value={draft[field]}
                  maxLength={40}
                  placeholder={FIELDS[field].placeholder}
                  autoComplete={FIELDS[field].autoComplete}
                  onChange={(event) => change(field, event.target.value)}
                  onBlur={() => fields.blur(field)}
                />
              )}
            </FormRow>
          ))}
          <AccountSubmitRow saving={saving} label="确认修改" savingLabel="提交中…" />
        </form>
      </MemberPanel>
    </MemberFrame>
  )
}
