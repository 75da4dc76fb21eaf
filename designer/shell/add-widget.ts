import { PAGE_WIDTH } from '../../schemas/style.ts'
import type { WidgetType } from '../../schemas/widgets/index.ts'
import { stageHeight } from '../../runtime/widgets/stage.ts'
import { editorStore } from '../store/editor-store.ts'
import { newWidget } from '../store/new-widget.ts'

/**
 * The palette without a mouse (Enter, or a click): the widget goes below the lowest widget of the
 * page, centred, last in page order, and is selected so the inspector shows it.
 */
export function addWidgetBelow(type: WidgetType): void {
  const editor = editorStore.getState()
  const placed = newWidget(type, { x: 0, y: stageHeight(editor.doc.widgets) })
  const widget = { ...placed, x: Math.max(0, Math.round((PAGE_WIDTH - placed.width) / 2)) }
  editor.dispatch({ kind: 'add', widget, at: { parentId: null, index: editor.doc.widgets.length } })
  editor.select(widget.uuid)
}
