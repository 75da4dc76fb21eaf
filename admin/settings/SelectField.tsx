import { useId, type ReactNode } from 'react'

/** A labelled select with its help or error under it, like the kit's FormField. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  help,
  disabled,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  help?: string
  disabled?: boolean
  children: ReactNode
}) {
  const id = useId()
  const described = error ? `${id}-error` : help ? `${id}-help` : undefined
  return (
    <div className="dz-field">
      <label className="dz-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="dz-input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      >
        {children}
      </select>
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

/** A refusal no single field explains, read out as it appears. */
export function FormError({ message }: { message?: string }) {
  return message ? (
    <p className="dz-form__error" role="alert">
      {message}
    </p>
  ) : null
}
