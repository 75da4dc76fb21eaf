import { useId, useState, type FormEvent } from 'react'
import { isSafeUrl } from '../../../schemas/url-rules.ts'

export const LINK_MESSAGE = '请输入以 http://、https:// 或 / 开头的链接地址'

/** The 链接 tool's small form under the toolbar: the address, checked before it goes into the text. */
export function LinkPopover({ onConfirm, onCancel }: { onConfirm: (url: string) => void; onCancel: () => void }) {
  const [url, setUrl] = useState('')
  const [error, setError] = useState('')
  const id = useId()

  function submit(event?: FormEvent) {
    event?.preventDefault()
    const trimmed = url.trim()
    if (!isSafeUrl(trimmed)) {
      setError(LINK_MESSAGE)
      return
    }
    onConfirm(trimmed)
  }

  return (
    // A div, not a form: the editor sits inside the goods form, and forms cannot nest.
    <div
      className="gd-rte__popover"
      role="group"
      aria-label="插入链接"
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          submit()
        }
        if (event.key === 'Escape') {
          event.stopPropagation()
          onCancel()
        }
      }}
    >
      <label htmlFor={id} className="dz-field__label">
        链接地址
      </label>
      <input
        id={id}
        className="dz-input"
        value={url}
        autoFocus
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setUrl(event.target.value)
          setError('')
        }}
      />
      {error && (
        <p id={`${id}-error`} className="dz-field__error">
          {error}
        </p>
      )}
      <div className="gd-rte__popover-actions">
        <button type="button" className="dz-btn" onClick={onCancel}>
          取消
        </button>
        <button type="button" className="dz-btn dz-btn--primary" onClick={() => submit()}>
          确定
        </button>
      </div>
    </div>
  )
}
