import { useId, type ReactNode } from 'react'
import './account-form.css'
import './form.css'

/**
 * The row's look: `form` is the dialog and checkout form (mf-form__*, form.css), `account` the
 * member's account forms (mf-account-form__*, account-form.css). Both put the label on the left,
 * the control on the right.
 */
export type FormLook = 'form' | 'account'

/** What the row hands its control: spread `input` on a single input, or use the parts on a group. */
export interface FieldControl {
  /** id, aria-invalid, aria-describedby (and aria-required) for a single input, select or textarea. */
  input: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
    'aria-required': true | undefined
  }
  /** The label's id, for a group of boxes (region, birthday) to be named by. */
  labelId: string
  invalid: boolean
  describedBy: string | undefined
}

export interface FormRowProps {
  /** The visible label; it names the control. Omitted for a row that only lines up (a checkbox, the submit button). */
  label?: ReactNode
  /** Shows the red * before the label and marks the input aria-required. */
  required?: boolean
  /** The field's message; shown under the control, tied to it and announced. */
  error?: string | null
  /** A quiet line under the control while there is no error (e.g. the password rule). */
  hint?: ReactNode
  /** A control made of several boxes: the label is a span naming the group, not a <label for>. */
  group?: boolean
  /** Written to data-field, so a form can find the row of its first invalid field to focus. */
  field?: string
  look?: FormLook
  children: (control: FieldControl) => ReactNode
}

/**
 * One labelled form row: label (with the required mark), the control, and its error text linked
 * to the control through aria-describedby and aria-invalid.
 *
 * ```tsx
 * <FormRow label="昵称" required field="nickname" error={form.errors.nickname} look="account">
 *   {({ input }) => <input {...input} className="mf-account-form__input" ... />}
 * </FormRow>
 * ```
 */
export function FormRow({
  label,
  required = false,
  error,
  hint,
  group = false,
  field,
  look = 'form',
  children,
}: FormRowProps) {
  const id = useId()
  const p = look === 'account' ? 'mf-account-form' : 'mf-form'
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const describedBy = error ? errorId : undefined
  const invalid = Boolean(error)
  const control: FieldControl = {
    input: {
      id,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
    },
    labelId,
    invalid,
    describedBy,
  }
  const mark = required ? (
    <span className={`${p}__required`} aria-hidden="true">
      *
    </span>
  ) : null
  return (
    <div className={`${p}__row`} data-field={field}>
      {label === undefined ? (
        <span className={`${p}__label`} aria-hidden="true" />
      ) : group ? (
        <span className={`${p}__label`} id={labelId}>
          {mark}
          {label}
        </span>
      ) : (
        <label className={`${p}__label`} htmlFor={id} id={labelId}>
          {mark}
          {label}
        </label>
      )}
      <div className={`${p}__control`}>
        {children(control)}
        {error ? (
          <p className={`${p}__error`} id={errorId} role="alert">
            {error}
          </p>
        ) : (
          hint && <p className={`${p}__hint`}>{hint}</p>
        )}
      </div>
    </div>
  )
}

/** Focuses the first input, select or textarea of the row written `data-field={field}` inside `root`. */
export function focusField(root: ParentNode | null | undefined, field: string): void {
  root
    ?.querySelector<HTMLElement>(
      `[data-field="${field}"] input, [data-field="${field}"] select, [data-field="${field}"] textarea`,
    )
    ?.focus()
}

/**
 * Checks the fields before a submit: true when all pass; else false, with the first field that
 * failed focused inside `root`. `names` limits the check to those fields.
 */
export function fieldsPass<K extends string>(
  root: ParentNode | null | undefined,
  fields: { validate(names?: readonly K[]): K | null },
  names?: readonly K[],
): boolean {
  const first = fields.validate(names)
  if (first !== null) focusField(root, first)
  return first === null
}

/** Shows a refusal (the server's) under one field and focuses that field inside `root`. */
export function refuseField<K extends string>(
  root: ParentNode | null | undefined,
  fields: { setError(name: K, message: string): void },
  field: K,
  message: string,
): void {
  fields.setError(field, message)
  focusField(root, field)
}
