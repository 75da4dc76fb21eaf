import { Children, type ReactNode } from 'react'
import { PickerStatus } from './PickerStatus.tsx'

export interface PickerRowsProps {
  /** Whether the rows are loading, or the server's message when they failed. */
  state: { loading: boolean; error: string | null }
  emptyText: string
  label: string
  /** Rows picked together (a group of checkboxes); otherwise one of them is (a radio group). */
  multiple?: boolean
  className?: string
  children: ReactNode
}

/** A picker's list: its status (loading, error, nothing found when there are no rows), then the rows. */
export function PickerRows({
  state,
  emptyText,
  label,
  multiple = false,
  className = 'dzp-rows',
  children,
}: PickerRowsProps) {
  return (
    <>
      <PickerStatus
        loading={state.loading}
        error={state.error}
        empty={Children.count(children) === 0}
        emptyText={emptyText}
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is group or radiogroup, and both take a label. */}
      <div className={className} role={multiple ? 'group' : 'radiogroup'} aria-label={label}>
        {children}
      </div>
    </>
  )
}

export interface PickRowProps {
  /** A checkbox among rows picked together; otherwise a radio, one of them. */
  multiple?: boolean
  picked: boolean
  label: string
  className?: string
  onPick: () => void
  onDoubleClick?: () => void
  children: ReactNode
}

/** One row of a picker: a button acting as a checkbox (with its check mark) or a radio. */
export function PickRow({
  multiple = false,
  picked,
  label,
  className = 'dzp-row',
  onPick,
  onDoubleClick,
  children,
}: PickRowProps) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is checkbox or radio, and both take aria-checked.
    <button
      type="button"
      role={multiple ? 'checkbox' : 'radio'}
      aria-checked={picked}
      aria-label={label}
      className={`${className}${multiple ? ' dzp-row--check' : ''}${picked ? ' is-picked' : ''}`}
      onClick={onPick}
      onDoubleClick={onDoubleClick}
    >
      {multiple && <span className="dzp-check" aria-hidden="true" />}
      {children}
    </button>
  )
}
