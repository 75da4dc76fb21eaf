import { Button } from '../../runtime/components/button/Button.tsx'

export interface EntryActionsProps {
  /** The entry's name, so each control's accessible name says what it acts on. */
  name: string
  index: number
  count: number
  onMove?: (from: number, to: number) => void
  onRemove: () => void
}

/** 上移 / 下移 / 删除 of one entry in a picked list. */
export function EntryActions({ name, index, count, onMove, onRemove }: EntryActionsProps) {
  return (
    <span className="dzp-entry__actions">
      {onMove && (
        <>
          <Button
            type="text"
            size="small"
            aria-label={`上移 ${name}`}
            title="上移"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            ↑
          </Button>
          <Button
            type="text"
            size="small"
            aria-label={`下移 ${name}`}
            title="下移"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            ↓
          </Button>
        </>
      )}
      <Button
        type="text"
        size="small"
        className="dzp-entry__remove"
        aria-label={`删除 ${name}`}
        title="删除"
        onClick={onRemove}
      >
        ✕
      </Button>
    </span>
  )
}
