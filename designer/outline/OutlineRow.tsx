import { memo, type DragEvent, type MouseEvent } from 'react'
import { frameLabel } from '../canvas/frame-label.ts'
import { ItemButtons } from '../inspector/ItemButtons.tsx'
import { isHidden, isLocked } from '../store/commands/group-members.ts'
import type { DraftWidget } from '../store/types.ts'
import type { DropZone } from './outline-drop.ts'
import { EyeIcon, LockIcon } from './outline-icons.tsx'

export interface RowHandlers {
  onSelect(uuid: string, event: MouseEvent): void
  onToggle(uuid: string, flag: 'hidden' | 'locked'): void
  onMove(uuid: string, from: number, to: number): void
  onRemove(widget: DraftWidget): void
  onDragStart(uuid: string, event: DragEvent): void
  onDragOver(uuid: string, panel: boolean, event: DragEvent): void
  onDrop(event: DragEvent): void
  onDragEnd(): void
}

export interface OutlineRowProps {
  widget: DraftWidget
  index: number
  count: number
  /** 1 for the page's widgets, 2 for a free panel's children. */
  level: 1 | 2
  selected: boolean
  primary: boolean
  dragging: boolean
  drop: DropZone | null
  /** Rows are dragged only while the whole outline shows (no search). */
  draggable: boolean
  handlers: RowHandlers
}

/**
 * One row of the outline: its number, the widget's name (类型 · 别名或标题, as on its frame), its
 * type code, 隐藏 and 锁定 (toggle buttons, shown on hover and while on), and 上移 / 下移 / 删除.
 * Memoised on the widget object and its flags, so an edit re-renders the rows it touched.
 */
export const OutlineRow = memo(function OutlineRow({
  widget,
  index,
  count,
  level,
  selected,
  primary,
  dragging,
  drop,
  draggable,
  handlers,
}: OutlineRowProps) {
  const name = frameLabel(widget)
  const hidden = isHidden(widget)
  const locked = isLocked(widget)
  const panel = level === 1 && widget.type === 'W0006'
  const classes = [
    'dzo-row',
    `dzo-row--level-${level}`,
    selected ? 'is-selected' : '',
    primary ? 'is-primary' : '',
    hidden ? 'is-hidden' : '',
    locked ? 'is-locked' : '',
    dragging ? 'is-dragging' : '',
    drop ? `is-drop-${drop}` : '',
  ]
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging a row is the mouse's way; on the keyboard 上移 / 下移 and the edit toolbar's 移入自由面板… / 移出自由面板 do the same.
    <div
      className={classes.filter(Boolean).join(' ')}
      draggable={draggable}
      data-uuid={widget.uuid}
      onDragStart={(event) => handlers.onDragStart(widget.uuid, event)}
      onDragOver={(event) => handlers.onDragOver(widget.uuid, panel, event)}
      onDrop={handlers.onDrop}
      onDragEnd={handlers.onDragEnd}
    >
      {draggable && (
        <span className="dzo-row__handle" aria-hidden="true" title="拖动排序，拖到自由面板上移入">
          ⋮⋮
        </span>
      )}
      <button
        type="button"
        className="dzo-row__name dzi-widgets__name"
        aria-current={selected ? 'true' : undefined}
        title={`${name} · ${widget.type}（Shift / Ctrl+点击 多选）`}
        onClick={(event) => handlers.onSelect(widget.uuid, event)}
      >
        <span className="dzo-row__index" aria-hidden="true">
          {index + 1}
        </span>
        <span className="dzo-row__label">{name}</span>
        <span className="dzo-row__type" aria-hidden="true">
          {widget.type}
        </span>
      </button>
      <span className="dzo-row__flags">
        <button
          type="button"
          className={`dzo-flag${hidden ? ' is-on' : ''}`}
          aria-label={`隐藏${name}`}
          aria-pressed={hidden}
          title={hidden ? '已隐藏：不发布，点击显示' : '隐藏：不发布'}
          onClick={() => handlers.onToggle(widget.uuid, 'hidden')}
        >
          <EyeIcon closed={hidden} />
        </button>
        <button
          type="button"
          className={`dzo-flag${locked ? ' is-on' : ''}`}
          aria-label={`锁定${name}`}
          aria-pressed={locked}
          title={locked ? '已锁定：点击解锁' : '锁定：画布上不能移动或修改'}
          onClick={() => handlers.onToggle(widget.uuid, 'locked')}
        >
          <LockIcon open={!locked} />
        </button>
      </span>
      <span className="dzo-row__tools">
        <ItemButtons
          name={name}
          index={index}
          count={count}
          onMove={(from, to) => handlers.onMove(widget.uuid, from, to)}
          onRemove={() => handlers.onRemove(widget)}
        />
      </span>
    </div>
  )
})
