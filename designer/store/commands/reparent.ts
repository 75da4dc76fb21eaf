import { FREE_PANEL_CHILD_TYPES } from '../../../schemas/widgets/W0006.ts'
import { clampPosition, snapToGrid, whole } from '../geometry.ts'
import { findWidget, isPanel } from '../tree.ts'
import type { CommandOf, Doc, DraftWidget } from '../types.ts'
import { widgetName } from '../widget-name.ts'

/**
 * 移入自由面板 / 移出自由面板: a widget taken into a free panel or out of one to the page, as one
 * step (a delete where it was and an add where it goes, so undo puts it back exactly). Its place on
 * the page is kept as far as the new container allows: inside a panel its corner is made relative to
 * the panel, snapped to the panel's grid and kept inside it, and it is marked `leaf`; on the page it
 * keeps its left edge and starts right under its panel, and the store's reflow opens its slot in
 * the stack there.
 */

/** Why a widget cannot go into a panel, or null when it can. */
export function panelRefusal(doc: Doc, uuid: string, panelId: string): string | null {
  const found = findWidget(doc, uuid)
  const panel = findWidget(doc, panelId)
  if (!found || !panel || !isPanel(panel.widget) || panel.parentId !== null) return '找不到自由面板'
  if (found.parentId === panelId) return '已在该自由面板中'
  if (isPanel(found.widget) || !FREE_PANEL_CHILD_TYPES.includes(found.widget.type)) return '不可放入自由面板'
  return null
}

/** The page's free panels a widget could go into, in page order. */
export function panelsFor(doc: Doc, uuid: string): DraftWidget[] {
  return doc.widgets.filter((widget) => isPanel(widget) && panelRefusal(doc, uuid, widget.uuid) === null)
}

/** Into `panelId`, at `index` of its children (the end by default). */
export function moveIntoPanel(doc: Doc, uuid: string, panelId: string, index?: number): CommandOf<'batch'> | null {
  if (panelRefusal(doc, uuid, panelId) !== null) return null
  const found = findWidget(doc, uuid)
  const panel = findWidget(doc, panelId)?.widget
  if (!found || !panel) return null
  const holder = found.parentId === null ? null : findWidget(doc, found.parentId)?.widget
  const page = {
    x: whole(found.widget.x) + (holder ? whole(holder.x) : 0),
    y: whole(found.widget.y) + (holder ? whole(holder.y) : 0),
  }
  const grid = typeof panel.grid === 'number' ? panel.grid : 10
  const bounds = { width: Math.max(0, whole(panel.width)), height: Math.max(0, whole(panel.height)) }
  const size = {
    width: Math.min(Math.max(0, whole(found.widget.width)), bounds.width),
    height: Math.min(Math.max(0, whole(found.widget.height)), bounds.height),
  }
  const relative = { x: snapToGrid(page.x - whole(panel.x), grid), y: snapToGrid(page.y - whole(panel.y), grid) }
  const moved: DraftWidget = { ...found.widget, ...size, ...clampPosition(relative, size, bounds), leaf: true }
  const children = Array.isArray(panel.childWidgets) ? panel.childWidgets.length : 0
  return {
    kind: 'batch',
    label: `${widgetName(found.widget.type)}移入自由面板`,
    commands: [
      { kind: 'delete', widget: found.widget, at: { parentId: found.parentId, index: found.index } },
      { kind: 'add', widget: moved, at: { parentId: panelId, index: index ?? children } },
    ],
  }
}

/** Out of its free panel to the page, right under the panel. */
export function moveOutOfPanel(doc: Doc, uuid: string): CommandOf<'batch'> | null {
  const found = findWidget(doc, uuid)
  if (!found || found.parentId === null) return null
  const panel = findWidget(doc, found.parentId)?.widget
  if (!panel) return null
  const { leaf: _leaf, ...own } = found.widget
  // The page is a stack: the widget keeps its left edge on the page and starts right under its panel.
  const moved: DraftWidget = {
    ...own,
    ...clampPosition({ x: whole(panel.x) + whole(own.x), y: whole(panel.y) + whole(panel.height) }, own),
  }
  const at = doc.widgets.findIndex((widget) => whole(widget.y) >= moved.y)
  return {
    kind: 'batch',
    label: `${widgetName(found.widget.type)}移出自由面板`,
    commands: [
      { kind: 'delete', widget: found.widget, at: { parentId: found.parentId, index: found.index } },
      { kind: 'add', widget: moved, at: { parentId: null, index: at < 0 ? doc.widgets.length : at } },
    ],
  }
}
