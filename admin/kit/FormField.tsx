import { useId, type InputHTMLAttributes } from 'react'

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  /** Shown under the field in red; the field is marked invalid. */
  error?: string
  help?: string
}

/** A labelled text input with its help and its error message under it, both read by screen readers. */
export function FormField({ label, value, onChange, error, help, ...input }: FormFieldProps) {
  const id = useId()
  const described = error ? `${id}-error` : help ? `${id}-help` : undefined
  return (
    <div className="dz-field">
      <label className="dz-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="dz-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {help && !error && (
        <p id={`${id}-help`} className="dz-field__help">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="dz-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
