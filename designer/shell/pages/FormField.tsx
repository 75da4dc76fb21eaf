import { useId, type ReactNode } from 'react'

export interface ControlProps {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
}

export interface FormFieldProps {
  label: string
  error?: string
  help?: string
  children: (props: ControlProps) => ReactNode
}

/** A labelled control with its help text and, when refused, its message read out with it. */
export function FormField({ label, error, help, children }: FormFieldProps) {
  const id = useId()
  const describedBy = error ? `${id}-error` : help ? `${id}-help` : undefined
  return (
    <div className="dz-field">
      <label className="dz-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={`${id}-error`} className="dz-field__error" role="alert">
          {error}
        </p>
      ) : (
        help && (
          <p id={`${id}-help`} className="dz-field__help">
            {help}
          </p>
        )
      )}
    </div>
  )
}
