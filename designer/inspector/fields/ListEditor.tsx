import type { TSchema } from '@sinclair/typebox'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../../../runtime/components/modal/ConfirmDialog.tsx'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { ItemButtons } from '../ItemButtons.tsx'
import { listRules } from '../list-limits.ts'
import { newItem } from '../new-item.ts'
import type { BasicFieldProps } from './types.ts'

export interface ListEditorProps extends BasicFieldProps {
  /** The fields of item `index`, rendered inside its card. */
  renderItem: (index: number) => ReactNode
}

const DEFAULT_CONFIRM = '确定删除该项？'

/**
 * A list of items (slides, tabs, groups, keywords, menu entries …): add, remove, move up and
 * down. The widget's limits refuse an action with a warning toast of the spec's exact message;
 * a removal asks the hint's confirmation (titled 提示) first. Each action is one edit.
 */
export function ListEditor({ id, path, label, value, onChange, schema, hint, renderItem }: ListEditorProps) {
  const items = Array.isArray(value) ? value : []
  const itemLabel = hint.itemLabel ?? '项'
  const rules = listRules(schema, itemLabel)
  const [removing, setRemoving] = useState<number | null>(null)
  const [focusItem, setFocusItem] = useState<number | null>(null)
  const root = useRef<HTMLDivElement>(null)

  // After an add or a move, keep the keyboard on the item that moved.
  useEffect(() => {
    if (focusItem === null) return
    const card = root.current?.querySelector<HTMLElement>(`[data-list-item="${focusItem}"]`)
    card?.querySelector<HTMLElement>('[data-field-path]:not([disabled])')?.focus()
    setFocusItem(null)
  }, [focusItem])

  function add() {
    if (items.length >= rules.max) {
      toast.warning(rules.maxMessage)
      return
    }
    onChange([...items, newItem(schema.items as TSchema)])
    setFocusItem(items.length)
  }

  function askRemove(index: number) {
    if (items.length <= rules.min) {
      toast.warning(rules.minMessage)
      return
    }
    setRemoving(index)
  }

  function remove() {
    if (removing === null) return
    onChange(items.filter((_, index) => index !== removing))
    setRemoving(null)
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length) return
    const next = items.slice()
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item)
    onChange(next)
    setFocusItem(to)
  }

  return (
    <div className="dzi-list" ref={root} role="group" aria-label={label}>
      {items.length === 0 && <p className="dzi-list__empty">暂无{itemLabel}</p>}
      {items.map((_, index) => {
        const name = `${itemLabel} ${index + 1}`
        return (
          <section key={index} className="dzi-list__item" data-list-item={index} aria-label={name}>
            <header className="dzi-list__head">
              <span className="dzi-list__title">{name}</span>
              <span className="dzi-list__actions">
                <ItemButtons
                  name={name}
                  index={index}
                  count={items.length}
                  onMove={move}
                  onRemove={rules.fixed ? undefined : () => askRemove(index)}
                  id={`${id}-${index}`}
                  fieldPath={`${path}/${index}`}
                />
              </span>
            </header>
            <div className="dzi-list__body">{renderItem(index)}</div>
          </section>
        )
      })}
      {!rules.fixed && (
        <button id={id} type="button" className="dzi-add-button" data-field-path={path} onClick={add}>
          + 添加{itemLabel}
          {Number.isFinite(rules.max) && (
            <span className="dzi-add-button__count">
              {items.length}/{rules.max}
            </span>
          )}
        </button>
      )}
      <ConfirmDialog open={removing !== null} title="提示" onOk={remove} onCancel={() => setRemoving(null)}>
        {hint.confirmDelete ?? DEFAULT_CONFIRM}
      </ConfirmDialog>
    </div>
  )
}
