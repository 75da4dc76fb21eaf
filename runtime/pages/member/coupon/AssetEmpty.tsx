import type { ReactNode } from 'react'
import './asset-tabs.css'

export interface AssetEmptyProps {
  title: string
  hint?: string
  /** A way on, e.g. a 去逛逛 button. */
  children?: ReactNode
}

/** The empty state of an asset list: an outline picture, a line saying so, and a way on. */
export function AssetEmpty({ title, hint, children }: AssetEmptyProps) {
  return (
    <div className="mf-asset-empty">
      <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" focusable="false">
        <rect x="8" y="14" width="48" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M8 26h48M20 38h10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="mf-asset-empty__title">{title}</p>
      {hint && <p className="mf-asset-empty__hint">{hint}</p>}
      {children}
    </div>
  )
}
