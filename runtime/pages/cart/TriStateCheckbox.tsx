import { useEffect, useRef } from 'react'
import type { Selection } from './cart-view.ts'

interface TriStateCheckboxProps {
  selection: Selection
  label: string
  /** Shown beside the box; without it the label is only the accessible name. */
  visibleLabel?: string
  disabled?: boolean
  onChange: (checked: boolean) => void
}

/** A checkbox that shows "some ticked" as indeterminate (a DOM property, so set after render). */
export function TriStateCheckbox({
  selection,
  label,
  visibleLabel,
  disabled = false,
  onChange,
}: TriStateCheckboxProps) {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.indeterminate = selection === 'some'
  }, [selection])

  const input = (
    <input
      ref={box}
      type="checkbox"
      className="mf-cart-check"
      aria-label={visibleLabel ? undefined : label}
      checked={selection === 'all'}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  )
  if (!visibleLabel) return input
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps the checkbox input passed in as a variable, which the rule cannot see.
    <label className="mf-cart-check-label">
      {input}
      <span>{visibleLabel}</span>
    </label>
  )
}
