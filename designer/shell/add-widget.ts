import { PAGE_WIDTH, stageHeight } from '../../runtime/widgets/stage.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { sourceInfo, type PaletteSource } from '../canvas/drag-data.ts'
import { widgetFrom } from '../canvas/drop.ts'
import { visibleStageTop } from '../canvas/viewport.ts'
import { editorStore } from '../store/editor-store.ts'
import { findWidget } from '../store/tree.ts'
import type { Doc } from '../store/types.ts'
import { widgetName } from '../store/widget-name.ts'

/**
 * The palette without a drag (a click, or Enter): the widget goes into the page's stack below the
 * selected widget (below the free panel holding it, for a panel's child) or, with nothing
 * selected, where the visible part of the canvas starts; the store's reflow moves the widgets
 * below. It is centred, selected (the canvas scrolls it into view) and announced:
 * 已添加{挂件名}（{位置}）.
 */

export interface InsertSpot {
  y: number
  index: number
  /** Where it went, in words: 轮播图下方, 商品上方, 页面顶部, 页面底部. */
  place: string
}

/** Where a palette insert goes on `doc`, given the selection and the page y at the top of the visible canvas. */
export function insertSpot(doc: Doc, selectedId: string | null, visibleTop: number | null): InsertSpot {
  const found = selectedId ? findWidget(doc, selectedId) : null
  const anchor = found && found.parentId !== null ? findWidget(doc, found.parentId) : found
  if (anchor) {
    const { widget, index } = anchor
    return { y: widget.y + widget.height, index: index + 1, place: `${widgetName(widget.type)}下方` }
  }
  const top = Math.max(0, visibleTop ?? 0)
  const index = doc.widgets.findIndex((widget) => widget.y >= top)
  const next = doc.widgets[index]
  if (next) return { y: next.y, index, place: index === 0 ? '页面顶部' : `${widgetName(next.type)}上方` }
  const empty = doc.widgets.length === 0
  return { y: stageHeight(doc.widgets), index: doc.widgets.length, place: empty ? '页面顶部' : '页面底部' }
}

export function insertFromPalette(source: PaletteSource): void {
  const editor = editorStore.getState()
  const spot = insertSpot(editor.doc, editor.selectedId, visibleStageTop())
  const { width, name } = sourceInfo(source)
  const widget = widgetFrom(source, { x: Math.max(0, Math.round((PAGE_WIDTH - width) / 2)), y: spot.y })
  editor.dispatch({ kind: 'add', widget, at: { parentId: null, index: spot.index } })
  if (!findWidget(editorStore.getState().doc, widget.uuid)) return
  editorStore.getState().select(widget.uuid)
  toast.info(`已添加${name}（${spot.place}）`)
}
