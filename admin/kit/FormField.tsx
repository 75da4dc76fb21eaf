import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

interface FrameProps {
  label: string
  /** Shown under the control in red; the control is marked invalid. */
  error?: string
  help?: string
}

/**
 * A control with its label, and its help or error under it, both read by screen readers:
 * `control` gets the id and the aria attributes to put on the input or select.
 */
function FieldFrame({
  label,
  error,
  help,
  control,
}: FrameProps & {
  control: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  const described = error ? `${id}-error` : help ? `${id}-help` : undefined
  return (
    <div className="dz-field">
      <label className="dz-field__label" htmlFor={id}>
        {label}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
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

interface FormFieldProps extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  value: string
  onChange: (value: string) => void
}

/** A labelled text input with its help and its error message under it. */
export function FormField({ label, value, onChange, error, help, ...input }: FormFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      help={help}
      control={(aria) => (
        <input
          className="dz-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
          {...input}
        />
      )}
    />
  )
}

/** A labelled select with its help or error under it. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  help,
  disabled,
  children,
}: FrameProps & { value: string; onChange: (value: string) => void; disabled?: boolean; children: ReactNode }) {
  return (
    <FieldFrame
      label={label}
      error={error}
      help={help}
      control={(aria) => (
        <select
          className="dz-input"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        >
          {children}
        </select>
      )}
    />
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
