import { FREE_PANEL_CHILD_TYPES } from '../../schemas/widgets/W0006.ts'
import { createWidget, type WidgetType } from '../../schemas/widgets/index.ts'
import { PAGE_BOUNDS, clampPosition, snapToGrid, whole } from './geometry.ts'
import { isPanel } from './tree.ts'
import type { DraftWidget } from './types.ts'

/**
 * A widget dropped from the palette (spec 4 "Designer selection"): a private copy of its type's
 * defaults with a new uuid, placed with its top-left corner at the drop point.
 */

/** Whether a free panel takes widgets of `type` (spec 2.9; a refusal says 不可放入自由面板). */
export function acceptsChild(panel: DraftWidget, type: string): boolean {
  return isPanel(panel) && FREE_PANEL_CHILD_TYPES.includes(type)
}

/**
 * `at` is the drop point in page coordinates. Dropped into a free panel (`parent`), the widget is
 * placed relative to the panel, snapped to its grid (10 px) and marked `leaf`; it is kept inside
 * the page or the panel.
 */
export function newWidget(type: WidgetType, at: { x: number; y: number }, parent?: DraftWidget): DraftWidget {
  const widget = createWidget(type) as unknown as DraftWidget
  if (parent && isPanel(parent)) {
    const grid = typeof parent.grid === 'number' ? parent.grid : 10
    const relative = { x: snapToGrid(at.x - whole(parent.x), grid), y: snapToGrid(at.y - whole(parent.y), grid) }
    const position = clampPosition(relative, widget, { width: whole(parent.width), height: whole(parent.height) })
    return { ...widget, ...position, leaf: true }
  }
  return { ...widget, ...clampPosition(at, widget, PAGE_BOUNDS) }
}
