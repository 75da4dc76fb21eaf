import { useEffect, useState, type RefObject } from 'react'
import { DesignerApiError } from '../../designer/api/client.ts'
import { sessionEnded } from '../shell/access.ts'

/** The server's rules for an account, mirrored so the form answers before anything is sent. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,50}$/
export const USERNAME_MESSAGE = '账号须为3-50位字母、数字或 _ . @ -'
export const NAME_MESSAGE = '请输入姓名'
export const ROLE_MESSAGE = '请选择角色'
export const CONFIRM_MESSAGE = '两次输入的密码不一致'
export const ROLE_NAME_MESSAGE = '请输入角色名称'
export const AREAS_MESSAGE = '请至少选择一项权限'

/** A form's messages: one per field, and `form` for a refusal no field explains. */
export type Errors<Field extends string> = Partial<Record<Field | 'form', string>>

export const hasErrors = (errors: Errors<string>) => Object.values(errors).some(Boolean)

/**
 * The server's refusal placed where the person will look: under the field its code is about, or
 * above the form. Undefined when the session ended (the console shows sign-in instead).
 */
export function refusal<Field extends string>(
  failure: unknown,
  fields: Partial<Record<string, Field>>,
): Errors<Field> | undefined {
  if (sessionEnded(failure)) return undefined
  const message = failure instanceof Error ? failure.message : '操作失败，请重试'
  const field = failure instanceof DesignerApiError ? fields[failure.code] : undefined
  return (field ? { [field]: message } : { form: message }) as Errors<Field>
}

/** The Chinese message of a failed call, for a toast. */
export const failureText = (failure: unknown) => (failure instanceof Error ? failure.message : '操作失败，请重试')

/** After a refused submit, moves focus to the first field marked invalid. Returns the trigger. */
export function useFocusInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt, form])
  return () => setAttempt((n) => n + 1)
}

/**
 * When a drawer opens, puts the cursor in its first field. Runs after the Drawer's own effect has
 * opened the dialog (which would otherwise focus its 关闭 button).
 */
export function useFocusFirst(form: RefObject<HTMLFormElement | null>, open: boolean): void {
  useEffect(() => {
    if (open) form.current?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus()
  }, [open, form])
}
