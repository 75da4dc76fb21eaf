import { useState } from 'react'
import { emptyLink, type LinkData } from '../../schemas/link.ts'
import type { FieldEditorProps } from '../inspector/field-types.ts'
import { FieldActions } from './FieldActions.tsx'
import { LinkDialog } from './LinkDialog.tsx'
import { NO_LINK, isLinkKind, linkAddress, linkSummary } from './link-kinds.ts'
import './pickers.css'

const asLink = (value: unknown): LinkData | null =>
  value && typeof value === 'object' && isLinkKind((value as LinkData).linkPage) ? (value as LinkData) : null

/** A link field: what it points to, 选择链接 (the link dialog) and 清除. */
export function LinkField(props: FieldEditorProps) {
  const { value, onChange } = props
  const [open, setOpen] = useState(false)
  const link = asLink(value)
  const address = linkAddress(link)

  function choose(next: LinkData) {
    setOpen(false)
    onChange(next)
  }

  return (
    <div className="dzp-link-field">
      <div className="dzp-link-field__value" title={address || undefined}>
        <span className={link ? 'dzp-link-field__summary' : 'dzp-link-field__summary is-empty'}>
          {link ? linkSummary(link) : NO_LINK}
        </span>
        {address && <span className="dzp-link-field__address">{address}</span>}
      </div>
      <FieldActions
        field={props}
        choose="选择链接"
        onChoose={() => setOpen(true)}
        canClear={link !== null}
        onClear={() => onChange(emptyLink())}
      />
      <LinkDialog open={open} value={link} onClose={() => setOpen(false)} onConfirm={choose} />
    </div>
  )
}
