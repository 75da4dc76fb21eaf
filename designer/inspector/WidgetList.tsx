import { useState, type DragEvent } from 'react'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { moveInOrder } from '../canvas/page-order.ts'
import { editorStore, useEditor } from '../store/editor-store.ts'
import { ItemButtons } from './ItemButtons.tsx'
import { widgetLabel } from './widget-label.ts'

const CONFIRM_DELETE = '确定删除该挂件？'

/**
 * The page's widgets in order (spec 2.9 page settings tab): click selects; 上移 / 下移 swap a
 * widget's place in the stack with its neighbour as the edit toolbar's do, and dragging a row
 * takes it there step by step (page-order.ts); 删除 after the 提示 confirmation. Each action is
 * one history step.
 */
export function WidgetList() {
  const widgets = useEditor((state) => state.doc.widgets)
  const dispatch = useEditor((state) => state.dispatch)
  const select = useEditor((state) => state.select)
  const [dragging, setDragging] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const [removing, setRemoving] = useState<number | null>(null)

  function move(from: number, to: number) {
    if (to < 0 || to >= widgets.length || from === to) return
    const command = moveInOrder(editorStore.getState().doc, widgets[from].uuid, to)
    if (command) dispatch(command)
  }

  function drop(event: DragEvent, to: number) {
    event.preventDefault()
    const from = dragging ?? Number(event.dataTransfer.getData('text/plain'))
    setDragging(null)
    setOver(null)
    if (Number.isInteger(from)) move(from, to)
  }

  function remove() {
    if (removing === null) return
    const widget = widgets[removing]
    setRemoving(null)
    if (widget) dispatch({ kind: 'delete', widget, at: { parentId: null, index: removing } })
  }

  if (widgets.length === 0) return <p className="dzi-widgets__empty">页面还没有挂件，从左侧拖入挂件开始设计</p>

  return (
    <>
      <ol className="dzi-widgets" aria-label="页面挂件">
        {widgets.map((widget, index) => {
          const name = widgetLabel(widget)
          const dropClass =
            over === index && dragging !== null && dragging !== index
              ? dragging < index
                ? ' is-drop-after'
                : ' is-drop-before'
              : ''
          return (
            <li
              key={widget.uuid}
              className={`dzi-widgets__row${dragging === index ? ' is-dragging' : ''}${dropClass}`}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move'
                event.dataTransfer.setData('text/plain', String(index))
                setDragging(index)
              }}
              onDragOver={(event) => {
                event.preventDefault()
                event.dataTransfer.dropEffect = 'move'
                setOver(index)
              }}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDrop={(event) => drop(event, index)}
              onDragEnd={() => {
                setDragging(null)
                setOver(null)
              }}
            >
              <span className="dzi-widgets__handle" aria-hidden="true" title="拖动排序">
                ⋮⋮
              </span>
              <button type="button" className="dzi-widgets__name" onClick={() => select(widget.uuid)}>
                <span className="dzi-widgets__index" aria-hidden="true">
                  {index + 1}
                </span>
                {name}
                <span className="dzi-widgets__type" aria-hidden="true">
                  {widget.type}
                </span>
              </button>
              <ItemButtons
                name={name}
                index={index}
                count={widgets.length}
                onMove={move}
                onRemove={() => setRemoving(index)}
              />
            </li>
          )
        })}
      </ol>
      <ConfirmDialog open={removing !== null} title="提示" onOk={remove} onCancel={() => setRemoving(null)}>
        {CONFIRM_DELETE}
      </ConfirmDialog>
    </>
  )
}
