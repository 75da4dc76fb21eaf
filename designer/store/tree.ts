import type { Doc, DraftWidget, Placement } from './types.ts'

/**
 * The document as a two-level tree: page widgets, and the children of W0006 free panels (whose
 * positions are relative to the panel). Every write rebuilds only the path to the change.
 */

export const PANEL_TYPE = 'W0006'

export interface Location {
  widget: DraftWidget
  /** The free panel holding the widget, or null at the page's top level. */
  parentId: string | null
  index: number
}

export const isPanel = (widget: DraftWidget): boolean => widget.type === PANEL_TYPE

export const childrenOf = (panel: DraftWidget): DraftWidget[] =>
  Array.isArray(panel.childWidgets) ? (panel.childWidgets as DraftWidget[]) : []

/** uuid → location, built once per widget list: selectors run for every widget on every change. */
const locations = new WeakMap<DraftWidget[], Map<string, Location>>()

function locationsOf(widgets: DraftWidget[]): Map<string, Location> {
  let map = locations.get(widgets)
  if (!map) {
    map = new Map()
    for (const [index, widget] of widgets.entries()) {
      map.set(widget.uuid, { widget, parentId: null, index })
      if (isPanel(widget)) {
        for (const [childIndex, child] of childrenOf(widget).entries()) {
          if (!map.has(child.uuid)) map.set(child.uuid, { widget: child, parentId: widget.uuid, index: childIndex })
        }
      }
    }
    locations.set(widgets, map)
  }
  return map
}

export function findWidget(doc: Doc, uuid: string): Location | null {
  return locationsOf(doc.widgets).get(uuid) ?? null
}

/** The widget list at `parentId` (the page's, or a panel's children), or null if no such panel. */
export function listAt(doc: Doc, parentId: string | null): DraftWidget[] | null {
  if (parentId === null) return doc.widgets
  const parent = findWidget(doc, parentId)
  return parent && parent.parentId === null && isPanel(parent.widget) ? childrenOf(parent.widget) : null
}

export function withList(doc: Doc, parentId: string | null, list: DraftWidget[]): Doc {
  if (parentId === null) return { ...doc, widgets: list }
  return updateWidget(doc, parentId, (panel) => ({ ...panel, childWidgets: list }))
}

export function updateWidget(doc: Doc, uuid: string, change: (widget: DraftWidget) => DraftWidget): Doc {
  const found = findWidget(doc, uuid)
  if (!found) return doc
  const next = change(found.widget)
  if (next === found.widget) return doc
  const list = listAt(doc, found.parentId) ?? []
  return withList(
    doc,
    found.parentId,
    list.map((widget, index) => (index === found.index ? next : widget)),
  )
}

export function insertWidget(doc: Doc, widget: DraftWidget, at: Placement): Doc {
  const list = listAt(doc, at.parentId)
  if (!list) throw new Error(`No free panel ${at.parentId}`)
  const index = Math.min(Math.max(at.index, 0), list.length)
  return withList(doc, at.parentId, [...list.slice(0, index), widget, ...list.slice(index)])
}

export function removeWidget(doc: Doc, uuid: string): Doc {
  const found = findWidget(doc, uuid)
  if (!found) return doc
  const list = listAt(doc, found.parentId) ?? []
  return withList(
    doc,
    found.parentId,
    list.filter((_, index) => index !== found.index),
  )
}

/** Every uuid of the document, panel children included (paste must not reuse one). */
export function allUuids(doc: Doc): Set<string> {
  return new Set(locationsOf(doc.widgets).keys())
}
