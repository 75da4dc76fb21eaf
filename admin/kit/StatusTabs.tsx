export interface StatusTab {
  value: string
  label: string
  count?: number
}

/** Tabs above a list that filter it by status, each with how many rows it holds. */
export function StatusTabs({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: StatusTab[]
  value: string
  onChange: (value: string) => void
  label: string
}) {
  return (
    <div className="ac-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className="ac-tabs__tab"
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
          {tab.count !== undefined && <span className="ac-tabs__count">{tab.count}</span>}
        </button>
      ))}
    </div>
  )
}
