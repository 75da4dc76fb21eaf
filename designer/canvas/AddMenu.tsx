import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { widgetSchemas, type WidgetType } from '../../schemas/widgets/index.ts'

export interface AddMenuProps {
  /** The menu's name: 上方添加 or 下方添加. */
  label: string
  types: readonly WidgetType[]
  onPick: (type: WidgetType) => void
  /** Closed without a choice (Escape, a click elsewhere); `refocus` when the keyboard closed it. */
  onClose: (refocus: boolean) => void
  /** Pointer presses inside it do not close the menu (the toolbar whose buttons toggle it). */
  boundary: RefObject<HTMLElement | null>
}

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }

/** The compact menu of widget types the toolbar's 上方添加 / 下方添加 open, focused on its first entry. */
export function AddMenu({ label, types, onPick, onClose, boundary }: AddMenuProps) {
  const menu = useRef<HTMLDivElement>(null)
  const [flipped, setFlipped] = useState(false)

  // It opens to the right of the toolbar; beside the workspace's right edge it opens to the left.
  useLayoutEffect(() => {
    const box = menu.current?.getBoundingClientRect()
    const workspace = menu.current?.closest('.dz-canvas')?.getBoundingClientRect()
    if (box && workspace && box.right > workspace.right && box.left - box.width - workspace.left > 0) setFlipped(true)
  }, [])

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const outside = (event: PointerEvent) => {
      const inside = boundary.current ?? menu.current
      if (inside && !inside.contains(event.target as Node)) onClose(false)
    }
    document.addEventListener('pointerdown', outside, true)
    return () => document.removeEventListener('pointerdown', outside, true)
  }, [onClose, boundary])

  // The editor's shortcuts skip handled keys, so arrows move in the menu instead of nudging the widget.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
    const current = items.indexOf(document.activeElement as HTMLElement)
    let next: number | null = null
    if (event.key in STEPS) next = (current + STEPS[event.key] + items.length) % items.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = items.length - 1
    else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault()
      onClose(true)
      return
    } else return
    event.preventDefault()
    items[next]?.focus()
  }

  return (
    <div
      ref={menu}
      className={`dz-add-menu${flipped ? ' is-flipped' : ''}`}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {types.map((type) => (
        <button
          key={type}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="dz-add-menu__item"
          onClick={() => onPick(type)}
        >
          {widgetSchemas[type].name}
        </button>
      ))}
    </div>
  )
}
