import { useId } from 'react'

/** A compact input of the SKU table, named by `label` (its row and column), with its message under it. */
export function CellInput({
  label,
  value,
  error,
  placeholder,
  inputMode = 'decimal',
  size,
  onChange,
  onBlur,
}: {
  label: string
  value: string
  error?: string
  placeholder?: string
  inputMode?: 'decimal' | 'numeric' | 'text'
  /** Wider than an amount: a 货号, or a member price showing its discount. */
  size?: 'wide' | 'member'
  onChange: (value: string) => void
  onBlur?: () => void
}) {
  const id = useId()
  return (
    <div className={`gd-cell${size ? ` gd-cell--${size}` : ''}`}>
      <input
        className="dz-input"
        value={value}
        placeholder={placeholder}
        inputMode={inputMode === 'text' ? undefined : inputMode}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <span id={`${id}-error`} className="dz-field__error gd-cell__error">
          {error}
        </span>
      )}
    </div>
  )
}
