import type { ReactNode } from 'react'
import { LinkButton } from '../button/LinkButton.tsx'
import './member-panel.css'

export interface MemberEmptyProps {
  /** The line saying what is missing (您还没有收藏商品). */
  title: string
  /** A quieter second line. */
  hint?: string
  /** A picture of the page's own; an outline box by default. Decorative: hidden from assistive technology. */
  icon?: ReactNode
  /** A way on, shown as a primary link button (去逛逛, 去领券). */
  link?: { to: string; label: string }
  /** Any other way on (e.g. a button opening a dialog). */
  children?: ReactNode
}

/** The empty state of a member list: a picture, a line saying so, an optional hint and a way on. */
export function MemberEmpty({ title, hint, icon, link, children }: MemberEmptyProps) {
  return (
    <div className="mf-asset-empty">
      <span className="mf-asset-empty__icon" aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 64 64" width="96" height="96" focusable="false">
            <rect x="8" y="14" width="48" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
            <path d="M8 26h48M20 38h10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        )}
      </span>
      <p className="mf-asset-empty__title">{title}</p>
      {hint && <p className="mf-asset-empty__hint">{hint}</p>}
      {link && (
        <LinkButton to={link.to} type="primary">
          {link.label}
        </LinkButton>
      )}
      {children}
    </div>
  )
}
