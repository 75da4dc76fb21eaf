import { FormRow } from '../../components/form/FormRow.tsx'

/** The part of a settlement step's form fields a text row uses. */
interface TextFields<N extends string> {
  values: Record<N, string>
  errors: Partial<Record<N, string>>
  change(name: N, value: string): void
  blur(name: N): void
}

export interface SettleTextRowProps<N extends string> {
  form: TextFields<NoInfer<N>>
  name: N
  label: string
  maxLength: number
  placeholder: string
  inputMode?: 'numeric'
}

/** A required text field of the settlement form, checked when it loses focus. */
export function SettleTextRow<N extends string>({ form, name, label, ...props }: SettleTextRowProps<N>) {
  return (
    <FormRow label={label} required field={name} error={form.errors[name]}>
      {({ input }) => (
        <input
          {...input}
          {...props}
          name={name}
          className="mf-form__input"
          value={form.values[name]}
          onChange={(event) => form.change(name, event.target.value)}
          onBlur={() => form.blur(name)}
        />
      )}
    </FormRow>
  )
}
