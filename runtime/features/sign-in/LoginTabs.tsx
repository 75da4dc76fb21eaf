import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

export interface LoginTab<K extends string> {
  key: K
  label: string
  panel: ReactNode
}

export interface LoginTabsProps<K extends string> {
  tabs: readonly LoginTab<K>[]
  active: K
  onChange: (key: K) => void
  label: string
}

/**
 * WAI-ARIA tabs: the arrow keys, Home and End move between tabs (only the chosen one is in the
 * tab order). Every panel stays rendered, hidden when not chosen, so typed values survive a switch.
 */
export function LoginTabs<K extends string>({ tabs, active, onChange, label }: LoginTabsProps<K>) {
  const baseId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.key === active)
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    const next = (moves[event.key]! + tabs.length) % tabs.length
    onChange(tabs[next]!.key)
    buttons.current[next]?.focus()
  }

  return (
    <div className="mf-auth-tabs">
      <div className="mf-auth-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = tab.key === active
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              className={`mf-auth-tabs__tab${selected ? ' is-active' : ''}`}
              onClick={() => onChange(tab.key)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== active}
          className="mf-auth-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
