import { useState } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import { emptyLink, type LinkData } from '../../schemas/link.ts'
import type { FieldEditorProps } from '../inspector/field-types.ts'
import { LinkDialog } from './LinkDialog.tsx'
import { NO_LINK, isLinkKind, linkAddress, linkSummary } from './link-kinds.ts'
import './pickers.css'

const asLink = (value: unknown): LinkData | null =>
  value && typeof value === 'object' && isLinkKind((value as LinkData).linkPage) ? (value as LinkData) : null

/** A link field: what it points to, 选择链接 (the link dialog) and 清除. */
export function LinkField({ id, path, label, value, onChange }: FieldEditorProps) {
  const [open, setOpen] = useState(false)
  const link = asLink(value)
  const address = linkAddress(link)
  return (
    <div className="dzp-link-field">
      <div className="dzp-link-field__value" title={address || undefined}>
        <span className={link ? 'dzp-link-field__summary' : 'dzp-link-field__summary is-empty'}>
          {link ? linkSummary(link) : NO_LINK}
        </span>
        {address && <span className="dzp-link-field__address">{address}</span>}
      </div>
      <div className="dzp-link-field__actions">
        <Button
          id={id}
          data-field-path={path}
          size="small"
          type="primary"
          aria-label={`${label}：选择链接`}
          onClick={() => setOpen(true)}
        >
          选择链接
        </Button>
        <Button size="small" disabled={!link} aria-label={`${label}：清除`} onClick={() => onChange(emptyLink())}>
          清除
        </Button>
      </div>
      <LinkDialog
        open={open}
        value={link}
        onClose={() => setOpen(false)}
        onConfirm={(next) => {
          setOpen(false)
          onChange(next)
        }}
      />
    </div>
  )
}
