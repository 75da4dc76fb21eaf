import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import './asset-tabs.css'

export interface AssetTab {
  key: string
  label: string
  href: string
  /** Shown after the label; null when unknown. */
  count?: number | null
}

export interface AssetTabsProps {
  /** The page's heading beside the tabs, and its id for the panel's aria-labelledby. */
  title: string
  titleId: string
  /** The navigation's accessible name, e.g. 优惠券状态. */
  label: string
  tabs: readonly AssetTab[]
  current: string
  /** Links on the right of the bar (领券中心, 积分商城 …). */
  extra?: ReactNode
}

/** The title bar of an asset page: heading, tabs as links (the address names the tab), extra links. */
export function AssetTabs({ title, titleId, label, tabs, current, extra }: AssetTabsProps) {
  return (
    <div className="mf-member-tabs">
      <h1 className="mf-member-tabs__title mf-asset-tabs__title" id={titleId}>
        {title}
      </h1>
      <nav className="mf-member-tabs__nav" aria-label={label}>
        {tabs.map((tab) => {
          const isCurrent = tab.key === current
          const counted = typeof tab.count === 'number'
          return (
            <Link
              key={tab.key}
              to={tab.href}
              className={`mf-member-tabs__tab${isCurrent ? ' is-current' : ''}`}
              aria-current={isCurrent ? 'page' : undefined}
              aria-label={counted ? `${tab.label} ${tab.count}` : undefined}
            >
              {tab.label}
              {counted && <em className="mf-asset-tabs__count">({tab.count})</em>}
            </Link>
          )
        })}
      </nav>
      {extra && <div className="mf-asset-tabs__extra">{extra}</div>}
    </div>
  )
}
