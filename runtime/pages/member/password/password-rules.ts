import { checkPassword, checkPasswordConfirm, fieldErrors } from '../../../lib/validators.ts'

export interface PasswordDraft {
  current: string
  next: string
  confirm: string
}

export type PasswordField = keyof PasswordDraft
export type PasswordErrors = Partial<Record<PasswordField, string>>

export const PASSWORD_FIELDS: readonly PasswordField[] = ['current', 'next', 'confirm']

export const EMPTY_PASSWORDS: PasswordDraft = { current: '', next: '', confirm: '' }

/** Spec 5 words the new password's rules; these three follow the usual mall phrasing. */
export const passwordMessages = {
  currentRequired: '请输入当前密码',
  confirmRequired: '请再次输入新密码',
  sameAsCurrent: '新密码不能与当前密码相同',
} as const

/** The message for one field, or null. Passwords are taken as typed: spaces are characters too. */
export function checkPasswordField(field: PasswordField, draft: PasswordDraft): string | null {
  switch (field) {
    case 'current':
      return draft.current ? null : passwordMessages.currentRequired
    case 'next':
      return (
        checkPassword(draft.next) ??
        (draft.current && draft.next === draft.current ? passwordMessages.sameAsCurrent : null)
      )
    case 'confirm':
      return draft.confirm ? checkPasswordConfirm(draft.next, draft.confirm) : passwordMessages.confirmRequired
  }
}

export function checkPasswords(draft: PasswordDraft): PasswordErrors {
  return fieldErrors(PASSWORD_FIELDS, (field) => checkPasswordField(field, draft))
}
