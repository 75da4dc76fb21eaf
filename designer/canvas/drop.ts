import { FREE_PANEL_REFUSAL } from '../../schemas/widgets/W0006.ts'
import { widgetSchemas, type WidgetType } from '../../schemas/widgets/index.ts'
import { PAGE_BOUNDS, clampPosition, snapToGrid } from '../store/geometry.ts'
import { acceptsChild, newWidget } from '../store/new-widget.ts'
import { childrenOf, isPanel } from '../store/tree.ts'
import type { Command, Doc, DraftWidget } from '../store/types.ts'
import type { DropIndicator } from './overlay.ts'

/**
 * What a palette drop at a point of the stage does (spec 4 "Designer selection", 2.9 W0006): on a
 * free panel that takes the type, a child placed relative to the panel on its grid; on a panel
 * that does not, nothing (不可放入自由面板); elsewhere a page widget with its top-left corner at
 * the point, listed where its top falls in the page order.
 */

export interface Point {
  x: number
  y: number
}

export type DropPlan = { kind: 'add'; widget: DraftWidget; command: Command } | { kind: 'refused'; message: string }

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

export function planDrop(doc: Doc, type: WidgetType, point: Point): DropPlan {
  const panel = panelAt(doc, point)
  if (panel) {
    if (!acceptsChild(panel, type)) return { kind: 'refused', message: FREE_PANEL_REFUSAL }
    const widget = newWidget(type, point, panel)
    return {
      kind: 'add',
      widget,
      command: { kind: 'add', widget, at: { parentId: panel.uuid, index: childrenOf(panel).length } },
    }
  }
  const widget = newWidget(type, point)
  return {
    kind: 'add',
    widget,
    command: { kind: 'add', widget, at: { parentId: null, index: dropIndex(doc.widgets, widget.y) } },
  }
}

/** The drop indicator for the pointer at `point` (type null: the palette did not say what it drags). */
export function previewDrop(doc: Doc, type: WidgetType | null, point: Point): DropIndicator {
  const panel = panelAt(doc, point)
  const panelBox = panel ? { x: panel.x, y: panel.y, width: panel.width, height: panel.height } : null
  if (!type) return { ghost: null, panel: panelBox, refused: false, label: '' }
  const { width, height, name } = { ...widgetSchemas[type].defaults, name: widgetSchemas[type].name }
  const size = { width, height }
  if (panel && !acceptsChild(panel, type))
    return { ghost: null, panel: panelBox, refused: true, label: FREE_PANEL_REFUSAL }
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
      label: name,
    }
  }
  return { ghost: { ...clampPosition(point, size, PAGE_BOUNDS), ...size }, panel: null, refused: false, label: name }
}
