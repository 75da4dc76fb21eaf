import type { ControlProps } from './FormField.tsx'

/** The product page's path under /product/, with the prefix shown beside the input. */
export function PagePathInput({
  control,
  value,
  onChange,
}: {
  control: ControlProps
  value: string
  onChange: (next: string) => void
}) {
  return (
    <div className="dz-input-group">
      <span className="dz-input-group__prefix" aria-hidden="true">
        /product/
      </span>
      <input
        {...control}
        className="dz-input"
        value={value}
        placeholder="例如：spring-sale"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

/** The server's refusal, then 取消 and the submit button (its label while busy). */
export function PageFormFooter({
  serverError,
  busy,
  label,
  busyLabel,
  onClose,
}: {
  serverError?: string
  busy: boolean
  label: string
  busyLabel: string
  onClose: () => void
}) {
  return (
    <>
      {serverError && (
        <p className="dz-form__error" role="alert">
          {serverError}
        </p>
      )}
      <div className="dz-form__footer">
        <button type="button" className="dz-btn" onClick={onClose}>
          取消
        </button>
        <button type="submit" className="dz-btn dz-btn--primary" disabled={busy}>
          {busy ? busyLabel : label}
        </button>
      </div>
    </>
  )
}
