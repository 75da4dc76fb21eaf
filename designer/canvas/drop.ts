import { PAGE_WIDTH } from '../../runtime/widgets/stage.ts'
import { FREE_PANEL_REFUSAL } from '../../schemas/widgets/W0006.ts'
import { PAGE_BOUNDS, clampPosition, snapToGrid } from '../store/geometry.ts'
import { acceptsChild, newWidget } from '../store/new-widget.ts'
import { childrenOf, isPanel } from '../store/tree.ts'
import type { Command, Doc, DraftWidget } from '../store/types.ts'
import type { PaletteSource, SourceInfo } from './drag-data.ts'
import type { DropIndicator } from './overlay.ts'

/**
 * What a palette drop at a point of the stage does (spec 4 "Designer selection", 2.9 W0006): on a
 * free panel that takes the type, a child placed relative to the panel on its grid; on a panel
 * that does not (or for a combined module, itself a free panel), nothing (不可放入自由面板);
 * elsewhere a page widget in the page's stack: over a widget it goes above it (upper half) or
 * below it (lower half), the store's reflow moving the widgets below; in empty space it lands
 * with its top-left corner at the point.
 */

export interface Point {
  x: number
  y: number
}

export type DropPlan = { kind: 'add'; widget: DraftWidget; command: Command } | { kind: 'refused'; message: string }

/** Where a page widget goes: its top and its place in the page order; `edge` when it snapped to a widget's edge. */
export interface StackSlot {
  y: number
  index: number
  edge: boolean
}

const contains = (widget: DraftWidget, point: Point) =>
  point.x >= widget.x &&
  point.x <= widget.x + widget.width &&
  point.y >= widget.y &&
  point.y <= widget.y + widget.height

const zOf = (widget: DraftWidget) => (typeof widget.zindex === 'number' ? widget.zindex : 0)

/** The free panel drawn on top at the point (highest z-index, then the later one in the list). */
export function panelAt(doc: Doc, point: Point): DraftWidget | null {
  let found: DraftWidget | null = null
  for (const widget of doc.widgets) {
    if (isPanel(widget) && contains(widget, point) && (!found || zOf(widget) >= zOf(found))) found = widget
  }
  return found
}

/** The list position for a page widget whose top is at `y`: after every widget starting above or on it. */
export function dropIndex(widgets: readonly DraftWidget[], y: number): number {
  const index = widgets.findIndex((widget) => widget.y > y)
  return index < 0 ? widgets.length : index
}

/** The stack slot for a drop at height `y`. */
export function stackSlot(widgets: readonly DraftWidget[], y: number): StackSlot {
  const index = widgets.findIndex((widget) => y >= widget.y && y < widget.y + widget.height)
  const hit = widgets[index]
  if (!hit) return { y, index: dropIndex(widgets, y), edge: false }
  return y < hit.y + hit.height / 2
    ? { y: hit.y, index, edge: true }
    : { y: hit.y + hit.height, index: index + 1, edge: true }
}

/** A fresh widget (or combined module) from a palette source, its top-left corner at `at` on the page. */
export function widgetFrom(source: PaletteSource, at: Point, panel?: DraftWidget): DraftWidget {
  if (source.kind === 'widget') return newWidget(source.type, at, panel)
  const made = source.make()
  return { ...made, ...clampPosition(at, { width: Number(made.width), height: Number(made.height) }, PAGE_BOUNDS) }
}

const refuses = (panel: DraftWidget, source: PaletteSource) =>
  source.kind === 'module' || !acceptsChild(panel, source.type)

export function planDrop(doc: Doc, source: PaletteSource, point: Point): DropPlan {
  const panel = panelAt(doc, point)
  if (panel) {
    if (refuses(panel, source)) return { kind: 'refused', message: FREE_PANEL_REFUSAL }
    const widget = widgetFrom(source, point, panel)
    return {
      kind: 'add',
      widget,
      command: { kind: 'add', widget, at: { parentId: panel.uuid, index: childrenOf(panel).length } },
    }
  }
  const slot = stackSlot(doc.widgets, point.y)
  const widget = widgetFrom(source, { x: point.x, y: slot.y })
  return { kind: 'add', widget, command: { kind: 'add', widget, at: { parentId: null, index: slot.index } } }
}

/** The drop indicator for the pointer at `point` (source null: nothing from the palette is dragged). */
export function previewDrop(
  doc: Doc,
  dragged: { source: PaletteSource; info: SourceInfo } | null,
  point: Point,
): DropIndicator {
  const panel = panelAt(doc, point)
  const panelBox = panel ? { x: panel.x, y: panel.y, width: panel.width, height: panel.height } : null
  if (!dragged) return { ghost: null, panel: panelBox, refused: false, label: '', line: null }
  const { source, info } = dragged
  const size = { width: info.width, height: info.height }
  if (panel && refuses(panel, source))
    return { ghost: null, panel: panelBox, refused: true, label: FREE_PANEL_REFUSAL, line: null }
  if (panel) {
    const grid = typeof panel.grid === 'number' ? panel.grid : 10
    const relative = clampPosition(
      { x: snapToGrid(point.x - panel.x, grid), y: snapToGrid(point.y - panel.y, grid) },
      size,
      { width: panel.width, height: panel.height },
    )
    return {
      ghost: { x: panel.x + relative.x, y: panel.y + relative.y, ...size },
      panel: panelBox,
      refused: false,
      label: info.name,
      line: null,
    }
  }
  const slot = stackSlot(doc.widgets, point.y)
  return {
    ghost: { ...clampPosition({ x: point.x, y: slot.y }, size, PAGE_BOUNDS), ...size },
    panel: null,
    refused: false,
    label: info.name,
    line: slot.edge ? { x: 0, y: slot.y, width: PAGE_WIDTH, height: 0 } : null,
  }
}
