import type { KeyboardEvent, ReactNode } from 'react'

export interface InspectorTab<T extends string> {
  id: T
  label: string
}

export interface InspectorTabsProps<T extends string> {
  tabs: InspectorTab<T>[]
  active: T
  onChange: (tab: T) => void
  /** Prefix of the tab and panel ids. */
  idPrefix: string
  children: ReactNode
}

/** A tablist (arrow keys, Home, End move between tabs) over one panel. */
export function InspectorTabs<T extends string>({ tabs, active, onChange, idPrefix, children }: InspectorTabsProps<T>) {
  const tabId = (tab: T) => `${idPrefix}-tab-${tab}`
  const panelId = `${idPrefix}-panel`

  function key(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === active)
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null
    if (next === null) return
    event.preventDefault()
    onChange(tabs[next].id)
    document.getElementById(tabId(tabs[next].id))?.focus()
  }

  return (
    <>
      <div className="dzi-tabs" role="tablist" aria-label="检查器" onKeyDown={key}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className={tab.id === active ? 'dzi-tabs__tab is-active' : 'dzi-tabs__tab'}
            aria-selected={tab.id === active}
            aria-controls={panelId}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={panelId} className="dzi-panel" role="tabpanel" aria-labelledby={tabId(active)} tabIndex={-1}>
        {children}
      </div>
    </>
  )
}
