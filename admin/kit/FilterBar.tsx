import type { FormEvent, ReactNode } from 'react'

/** The filters above a list: fields side by side, 查询 applies them, 重置 clears them. */
export function FilterBar({
  label,
  children,
  onSearch,
  onReset,
}: {
  label: string
  children: ReactNode
  onSearch: () => void
  onReset: () => void
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSearch()
  }
  return (
    <form className="ac-filters" role="search" aria-label={label} onSubmit={submit}>
      {children}
      <div className="ac-filters__actions">
        <button type="submit" className="dz-btn dz-btn--primary">
          查询
        </button>
        <button type="button" className="dz-btn" onClick={onReset}>
          重置
        </button>
      </div>
    </form>
  )
}

/** One labelled control of a FilterBar. */
export function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child the filter wraps
    <label className="ac-filter">
      <span className="ac-filter__label">{label}</span>
      {children}
    </label>
  )
}

/** A text filter. */
export function TextFilter({
  label,
  value,
  onChange,
  placeholder,
  maxLength = 50,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  maxLength?: number
}) {
  return (
    <Filter label={label}>
      <input
        className="dz-input"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </Filter>
  )
}

/** A filter choosing one of a few values. */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
}) {
  return (
    <Filter label={label}>
      <select className="dz-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Filter>
  )
}
