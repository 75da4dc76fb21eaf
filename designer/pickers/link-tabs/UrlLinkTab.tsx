import { useId } from 'react'

export interface UrlLinkTabProps {
  kind: 'customer' | 'href'
  text: string
  error: string | null
  onText: (text: string) => void
  onSubmit: () => void
}

/**
 * 自定义链接 (a full http(s) address, placeholder with this site's host) and 站内链接 (a path of
 * this site). The dialog validates on 确定 (link-kinds.ts typedLink).
 */
export function UrlLinkTab({ kind, text, error, onText, onSubmit }: UrlLinkTabProps) {
  const id = useId()
  const host = typeof location === 'undefined' ? '{host}' : location.host
  const full = kind === 'customer'
  const label = full ? '链接地址' : '站内地址'
  return (
    <div className="dzp-picker dzp-url">
      <label className="dzp-url__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`dzp-input${error ? ' is-invalid' : ''}`}
        type="text"
        value={text}
        maxLength={2048}
        placeholder={full ? `https://${host}/items` : '/items'}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            onSubmit()
          }
        }}
      />
      <p id={`${id}-help`} className={error ? 'dzp-field-error' : 'dzp-help'} role={error ? 'alert' : undefined}>
        {error ??
          (full
            ? '请输入以 http:// 或 https:// 开头的完整链接地址'
            : '请输入本站的页面地址，例如 /items 或 /pointitems')}
      </p>
    </div>
  )
}
