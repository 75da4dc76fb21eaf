import { useMemo, useRef, useState, type DragEvent, type MouseEvent } from 'react'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import { refuseLocked } from '../actions/locked.ts'
import { frameLabel } from '../canvas/frame-label.ts'
import { moveInOrder } from '../canvas/page-order.ts'
import { toggleFlag } from '../store/commands/flags.ts'
import { editorStore, useEditor } from '../store/editor-store.ts'
import { findWidget } from '../store/tree.ts'
import type { DraftWidget } from '../store/types.ts'
import { dropZone, outlineDrop, type DropTarget } from './outline-drop.ts'
import { outlineEntries } from './outline-filter.ts'
import { useOutlineView } from './outline-view.ts'
import { OutlineRow, type RowHandlers } from './OutlineRow.tsx'
import { firstOf, useSteppedCount } from '../ui/use-stepped-count.ts'
import './outline.css'

const CONFIRM_DELETE = '确定删除该挂件？'

const editor = () => editorStore.getState()

/** Refuses with 已锁定 when the widget is locked. */
const refused = (uuid: string) => refuseLocked(editor(), [uuid])

/**
 * The page settings' outline of the page's widgets (spec 2.9 page settings tab, grown into an
 * outline): each row names the widget as its frame does, a free panel's children are nested under
 * it; click selects (Shift/Ctrl+click adds to or takes from the selection), 隐藏 and 锁定 per
 * widget, 上移 / 下移 and dragging a row follow the stack rules of the edit toolbar, dragging onto a
 * free panel's row moves a widget into it and a child dragged onto a page row moves out of it;
 * 删除 after the 提示 confirmation. Each action is one history step. The search narrows the rows
 * (dragging waits until it is cleared); 画布显示隐藏挂件 dims hidden widgets on the canvas or leaves
 * them out.
 */
export function Outline() {
  const widgets = useEditor((state) => state.doc.widgets)
  const selectedIds = useEditor((state) => state.selectedIds)
  const selectedId = useEditor((state) => state.selectedId)
  const query = useOutlineView((state) => state.query)
  const showHidden = useOutlineView((state) => state.showHidden)
  const [dragging, setDragging] = useState<string | null>(null)
  const [over, setOver] = useState<DropTarget | null>(null)
  const [removing, setRemoving] = useState<DraftWidget | null>(null)
  const dragged = useRef<string | null>(null)
  const entries = useMemo(() => outlineEntries(widgets, query), [widgets, query])
  const searching = query.trim() !== ''
  // A selected widget's row is there from the start.
  const selectedAt = entries.findLastIndex(
    (entry) =>
      selectedIds.includes(entry.widget.uuid) ||
      entry.children.some((child) => selectedIds.includes(child.widget.uuid)),
  )
  const mounted = useSteppedCount(entries.length, selectedAt + 1)

  const handlers = useMemo<RowHandlers>(
    () => ({
      onSelect(uuid, event: MouseEvent) {
        if (event.shiftKey || event.ctrlKey || event.metaKey) editor().toggleSelect(uuid)
        else editor().select(uuid)
      },
      onToggle(uuid, flag) {
        const command = toggleFlag(editor().doc, uuid, flag)
        if (command) editor().dispatch(command)
      },
      onMove(uuid, _from, to) {
        if (refused(uuid)) return
        const command = moveInOrder(editor().doc, uuid, to)
        if (command) editor().dispatch(command)
      },
      onRemove(widget) {
        if (!refused(widget.uuid)) setRemoving(widget)
      },
      onDragStart(uuid, event: DragEvent) {
        event.stopPropagation()
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData('text/plain', uuid)
        dragged.current = uuid
        setDragging(uuid)
      },
      onDragOver(uuid, panel, event: DragEvent) {
        if (!dragged.current) return
        event.preventDefault()
        event.stopPropagation()
        event.dataTransfer.dropEffect = 'move'
        const box = event.currentTarget.getBoundingClientRect()
        const zone = dropZone(event.clientY - box.top, box.height, panel)
        setOver((current) => (current?.uuid === uuid && current.zone === zone ? current : { uuid, zone }))
      },
      onDrop(event: DragEvent) {
        event.preventDefault()
        event.stopPropagation()
        const uuid = dragged.current ?? event.dataTransfer.getData('text/plain')
        const box = event.currentTarget.getBoundingClientRect()
        const target = (event.currentTarget as HTMLElement).dataset.uuid
        dragged.current = null
        setDragging(null)
        setOver(null)
        if (!uuid || !target) return
        const state = editor()
        const panel = findWidget(state.doc, target)
        const zone = dropZone(
          event.clientY - box.top,
          box.height,
          panel?.parentId === null && panel.widget.type === 'W0006',
        )
        if (refused(uuid)) return
        const result = outlineDrop(state.doc, uuid, { uuid: target, zone })
        if (!result) return
        if ('refusal' in result) toast.warning(result.refusal)
        else state.dispatch(result.command)
      },
      onDragEnd() {
        dragged.current = null
        setDragging(null)
        setOver(null)
      },
    }),
    [],
  )

  function remove() {
    const widget = removing
    setRemoving(null)
    const found = widget ? findWidget(editor().doc, widget.uuid) : null
    if (found)
      editor().dispatch({ kind: 'delete', widget: found.widget, at: { parentId: found.parentId, index: found.index } })
  }

  if (widgets.length === 0) return <p className="dzi-widgets__empty">页面还没有挂件，从左侧拖入挂件开始设计</p>

  const row = (widget: DraftWidget, index: number, count: number, level: 1 | 2) => (
    <OutlineRow
      widget={widget}
      index={index}
      count={count}
      level={level}
      selected={selectedIds.includes(widget.uuid)}
      primary={selectedId === widget.uuid}
      dragging={dragging === widget.uuid}
      drop={over?.uuid === widget.uuid && dragging !== widget.uuid ? over.zone : null}
      draggable={!searching}
      handlers={handlers}
    />
  )

  return (
    <>
      <div className="dzo-bar">
        <input
          type="search"
          className="dzo-search"
          aria-label="搜索挂件"
          placeholder="搜索挂件名称或类型"
          value={query}
          onChange={(event) => useOutlineView.setState({ query: event.target.value })}
        />
        <label className="dzo-show-hidden" title="画布上显示隐藏的挂件（半透明）">
          <input
            type="checkbox"
            checked={showHidden}
            onChange={(event) => useOutlineView.setState({ showHidden: event.target.checked })}
          />
          画布显示隐藏挂件
        </label>
      </div>
      {entries.length === 0 ? (
        <p className="dzi-widgets__empty">没有名称或类型含“{query.trim()}”的挂件</p>
      ) : (
        <ol className="dzi-widgets dzo-outline" aria-label="页面挂件">
          {firstOf(entries, mounted).map((entry) => (
            <li key={entry.widget.uuid} className="dzo-item">
              {row(entry.widget, entry.index, widgets.length, 1)}
              {entry.children.length > 0 && (
                <ol className="dzo-children" aria-label={`${frameLabel(entry.widget)}中的挂件`}>
                  {entry.children.map((child) => (
                    <li key={child.widget.uuid} className="dzo-item">
                      {row(child.widget, child.index, countOf(entry.widget), 2)}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog open={removing !== null} title="提示" onOk={remove} onCancel={() => setRemoving(null)}>
        {CONFIRM_DELETE}
      </ConfirmDialog>
    </>
  )
}

const countOf = (panel: DraftWidget) => (Array.isArray(panel.childWidgets) ? panel.childWidgets.length : 0)
