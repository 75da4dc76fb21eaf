import type { KeyboardEvent } from 'react'

export interface TabsProps<K extends string> {
  label: string
  tabs: ReadonlyArray<{ key: K; label: string }>
  active: K
  onChange: (key: K) => void
  /** Prefix of the ids tying each tab to its panel (aria-controls). */
  idPrefix: string
}

/** ARIA tabs: ← / → move between tabs (roving tabindex), Home / End jump to the ends. */
export function Tabs<K extends string>({ label, tabs, active, onChange, idPrefix }: TabsProps<K>) {
  function keyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === active)
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = tabs[(next + tabs.length) % tabs.length]!
    onChange(target.key)
    document.getElementById(`${idPrefix}-tab-${target.key}`)?.focus()
  }
  return (
    <div className="dzp-tabs" role="tablist" aria-label={label} onKeyDown={keyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={`${idPrefix}-tab-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.key === active ? 0 : -1}
          className={`dzp-tabs__tab${tab.key === active ? ' is-active' : ''}`}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
