import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { refuseLocked } from '../actions/locked.ts'
import { frameLabel } from '../canvas/frame-label.ts'
import { moveIntoPanel, moveOutOfPanel, panelsFor } from '../store/commands/reparent.ts'
import { editorStore, useEditor } from '../store/editor-store.ts'
import { findWidget } from '../store/tree.ts'
import { LineIcon } from '../ui/LineIcon.tsx'
import './outline.css'

const INTO = '移入自由面板…'
const OUT = '移出自由面板'

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }

/**
 * The edit toolbar's 移出自由面板 on a free panel's child (it goes to the page where it is drawn),
 * and 移入自由面板… on a widget a panel takes when the page has one: a menu of the page's free panels
 * by name. Each is one undoable step; a locked widget is refused with 已锁定.
 */
export function PanelMoveButton({ uuid, parentId }: { uuid: string; parentId: string | null }) {
  const panelNames = useEditor((state) =>
    parentId === null
      ? panelsFor(state.doc, uuid)
          .map((panel) => `${panel.uuid}\u0000${frameLabel(panel)}`)
          .join('\u0001')
      : '',
  )
  const [open, setOpen] = useState(false)
  const menu = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [flipped, setFlipped] = useState(false)

  // Like the add menu, it opens to the right of the toolbar, or to the left beside the workspace's edge.
  useLayoutEffect(() => {
    if (!open) return setFlipped(false)
    const box = menu.current?.getBoundingClientRect()
    const workspace = menu.current?.closest('.dz-canvas')?.getBoundingClientRect()
    if (box && workspace && box.right > workspace.right) setFlipped(true)
  }, [open])

  useEffect(() => {
    if (!open) return
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const outside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside, true)
    return () => document.removeEventListener('pointerdown', outside, true)
  }, [open])

  if (parentId === null && panelNames === '') return null
  const panels = panelNames
    ? panelNames.split('\u0001').map((entry) => {
        const [id, name] = entry.split('\u0000')
        return { id, name }
      })
    : []

  function moveOut() {
    const state = editorStore.getState()
    if (refuseLocked(state, [uuid])) return
    const command = moveOutOfPanel(state.doc, uuid)
    if (command) {
      state.dispatch(command)
      state.select(uuid)
    }
  }

  function moveInto(panelId: string) {
    setOpen(false)
    const state = editorStore.getState()
    if (refuseLocked(state, [uuid])) return
    const command = moveIntoPanel(state.doc, uuid, panelId)
    if (command) {
      state.dispatch(command)
      if (findWidget(editorStore.getState().doc, uuid)) state.select(uuid)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
    const current = items.indexOf(document.activeElement as HTMLElement)
    if (event.key in STEPS) {
      event.preventDefault()
      items[(current + STEPS[event.key] + items.length) % items.length]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      button.current?.focus()
    }
  }

  const label = parentId === null ? INTO : OUT
  return (
    <>
      <button
        ref={button}
        type="button"
        className="dz-toolbar__button"
        data-action={parentId === null ? 'move-into-panel' : 'move-out-of-panel'}
        data-tooltip={label}
        aria-label={label}
        aria-haspopup={parentId === null ? 'menu' : undefined}
        aria-expanded={parentId === null ? open : undefined}
        onClick={() => (parentId === null ? setOpen((value) => !value) : moveOut())}
      >
        <LineIcon size={16} grid={16}>
          {parentId === null ? (
            <path d="M2.5 2.5h11v11h-11zM5 8h5M8 5.5 10.5 8 8 10.5" />
          ) : (
            <path d="M9.5 2.5h4v11h-4M2 8h8M4.5 5.5 2 8l2.5 2.5" />
          )}
        </LineIcon>
      </button>
      {open && (
        <div
          ref={menu}
          className={`dz-add-menu dzo-panel-menu${flipped ? ' is-flipped' : ''}`}
          role="menu"
          aria-label={INTO}
          onKeyDown={onKeyDown}
        >
          {panels.map((panel) => (
            <button
              key={panel.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="dz-add-menu__item"
              onClick={() => moveInto(panel.id)}
            >
              {panel.name}
            </button>
          ))}
        </div>
      )}
    </>
  )
}
