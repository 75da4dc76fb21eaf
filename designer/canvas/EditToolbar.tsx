import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { EDIT_ACTIONS, type EditAction } from '../../runtime/layouts/EditLayout.tsx'
import { FREE_PANEL_CHILD_TYPES } from '../../schemas/widgets/W0006.ts'
import { widgetTypes, type WidgetType } from '../../schemas/widgets/index.ts'
import { editorStore, useEditor } from '../store/editor-store.ts'
import { newWidget } from '../store/new-widget.ts'
import { findWidget } from '../store/tree.ts'
import type { DraftWidget } from '../store/types.ts'
import { AddMenu } from './AddMenu.tsx'
import { useCanvasTools } from './canvas-tools.ts'
import { canStep, insertBeside, stepInOrder, type Side } from './page-order.ts'
import { ToolbarIcon } from './toolbar-icons.tsx'
import { useToolbarPlacement } from './toolbar-placement.ts'
import { SaveModuleButton } from '../shell/modules/SaveModuleButton.tsx'
import { PanelMoveButton } from '../outline/PanelMoveButton.tsx'
import { refuseLocked } from '../actions/locked.ts'

export interface EditToolbarProps {
  uuid: string
  parentId: string | null
}

const CHILD_TYPES = widgetTypes.filter((type) => FREE_PANEL_CHILD_TYPES.includes(type))

const SIDE_OF: Partial<Record<EditAction, Side>> = { 'add-above': 'above', 'add-below': 'below' }

/**
 * The edit toolbar of spec 2.3 beside the selected widget: 编辑 (focuses its settings in the
 * inspector), 上方添加 / 下方添加 (a widget type menu), 上移 / 下移 (one step in page order), 删除
 * (after the confirm). Inside a free panel the actions work among the panel's children and offer
 * only the types a panel takes.
 */
export function EditToolbar({ uuid, parentId }: EditToolbarProps) {
  const tools = useCanvasTools()
  const canUp = useEditor((state) => canStep(state.doc, uuid, -1))
  const canDown = useEditor((state) => canStep(state.doc, uuid, 1))
  const [menu, setMenu] = useState<Side | null>(null)
  const bar = useRef<HTMLDivElement>(null)
  // One tab stop for the whole toolbar (the button last focused, else the first enabled); arrows move along it.
  const [active, setActive] = useState<string>('edit')
  useLayoutEffect(() => {
    const buttons = Array.from(bar.current?.querySelectorAll<HTMLButtonElement>('.dz-toolbar__button') ?? [])
    const enabled = buttons.filter((button) => !button.disabled)
    const stop = enabled.find((button) => button.dataset.action === active) ?? enabled[0]
    for (const button of buttons) button.tabIndex = button === stop ? 0 : -1
  })
  const placement = useToolbarPlacement(bar, tools.stage)
  const [back, forward] =
    placement.orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown']

  const closeMenu = useCallback((refocus: boolean) => {
    if (refocus) bar.current?.querySelector<HTMLElement>('[aria-expanded="true"]')?.focus()
    setMenu(null)
  }, [])

  function add(type: WidgetType) {
    const state = editorStore.getState()
    const panel = parentId ? findWidget(state.doc, parentId)?.widget : undefined
    let created: DraftWidget | null = null
    const make = (at: { x: number; y: number }) => {
      // newWidget takes page coordinates and makes them relative to the panel itself.
      created = newWidget(type, panel ? { x: at.x + panel.x, y: at.y + panel.y } : at, panel)
      return created
    }
    const command = menu ? insertBeside(state.doc, uuid, menu, make) : null
    setMenu(null)
    if (!command || !created) return
    state.dispatch(command)
    state.select((created as DraftWidget).uuid)
  }

  function run(action: EditAction) {
    const state = editorStore.getState()
    const side = SIDE_OF[action]
    if (side) return setMenu((open) => (open === side ? null : side))
    if (action === 'edit') return state.focusField(uuid, '')
    // A locked widget is neither deleted nor moved in the stack (已锁定).
    if (refuseLocked(state, [uuid])) return
    if (action === 'delete') return tools.confirmDelete(uuid)
    const command = stepInOrder(state.doc, uuid, action === 'move-up' ? -1 : 1)
    if (command) state.dispatch(command)
  }

  // The toolbar moves between its buttons with the arrow keys along it (and keeps them from nudging the widget).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== back && event.key !== forward) return
    if ((event.target as Element).closest('[role="menu"]')) return
    event.preventDefault()
    const buttons = Array.from(
      bar.current?.querySelectorAll<HTMLButtonElement>('.dz-toolbar__button:not(:disabled)') ?? [],
    )
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const next = (current + (event.key === forward ? 1 : -1) + buttons.length) % buttons.length
    buttons[next]?.focus()
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const action = (event.target as HTMLElement).closest<HTMLElement>('.dz-toolbar__button')?.dataset.action
    if (action) setActive(action)
  }

  const disabled = (action: EditAction) => (action === 'move-up' && !canUp) || (action === 'move-down' && !canDown)
  const types = parentId ? CHILD_TYPES : widgetTypes

  return (
    <div
      ref={bar}
      className="dz-toolbar"
      role="toolbar"
      aria-label="挂件操作"
      aria-orientation={placement.orientation}
      data-side={placement.side}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {EDIT_ACTIONS.map(({ action, label }) => {
        const side = SIDE_OF[action]
        return (
          <button
            key={action}
            type="button"
            className={`dz-toolbar__button${action === 'delete' ? ' dz-toolbar__button--danger' : ''}`}
            data-action={action}
            data-tooltip={label}
            aria-label={label}
            aria-haspopup={side ? 'menu' : undefined}
            aria-expanded={side ? menu === side : undefined}
            disabled={disabled(action)}
            onClick={() => run(action)}
          >
            <ToolbarIcon action={action} />
          </button>
        )
      })}
      <SaveModuleButton uuid={uuid} />
      <PanelMoveButton uuid={uuid} parentId={parentId} />
      {menu && (
        <AddMenu
          label={menu === 'above' ? '上方添加' : '下方添加'}
          types={types}
          onPick={add}
          onClose={closeMenu}
          boundary={bar}
        />
      )}
    </div>
  )
}
