import { FormField } from './FormField.tsx'
import { TITLE_MAX } from './page-form.ts'

interface TextFieldProps {
  value: string
  /** The refusal of the value, shown below the input. */
  error?: string
  onChange: (next: string) => void
}

/** 页面标题: the page's title, focused when the dialog opens. */
export function PageTitleField({ value, error, placeholder, onChange }: TextFieldProps & { placeholder?: string }) {
  return (
    <FormField label="页面标题" error={error}>
      {(props) => (
        <input
          {...props}
          className="dz-input"
          value={value}
          maxLength={TITLE_MAX}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          autoFocus
        />
      )}
    </FormField>
  )
}

/** 页面路径: the product page's path under /product/, with the prefix shown beside the input. */
export function PagePathField({ value, error, help, onChange }: TextFieldProps & { help: string }) {
  return (
    <FormField label="页面路径" error={error} help={help}>
      {(props) => (
        <div className="dz-input-group">
          <span className="dz-input-group__prefix" aria-hidden="true">
            /product/
          </span>
          <input
            {...props}
            className="dz-input"
            value={value}
            placeholder="例如：spring-sale"
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </FormField>
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
