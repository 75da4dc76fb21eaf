import { Button } from '../../runtime/components/button/Button.tsx'
import { itemActions } from '../ui/item-actions.ts'

export interface EntryActionsProps {
  /** The entry's name, so each control's accessible name says what it acts on. */
  name: string
  index: number
  /** The edits of the picked list the entry is in (usePickedEntries). */
  edits: {
    entries: readonly unknown[]
    move: (from: number, to: number) => void
    askRemove: (index: number) => void
  }
}

/** 上移 / 下移 / 删除 of one entry in a picked list. */
export function EntryActions({ name, index, edits }: EntryActionsProps) {
  return (
    <span className="dzp-entry__actions">
      {itemActions(index, edits.entries.length, edits.move, () => edits.askRemove(index)).map((action) => (
        <Button
          key={action.key}
          type="text"
          size="small"
          className={action.key === 'remove' ? 'dzp-entry__remove' : undefined}
          aria-label={`${action.label} ${name}`}
          title={action.label}
          disabled={action.disabled}
          onClick={action.run}
        >
          {action.glyph}
        </Button>
      ))}
    </span>
  )
}
