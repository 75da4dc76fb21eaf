import { widgetTitle } from '../../schemas/problems/widget-title.ts'
import { sameJson } from '../shell/publish/same-json.ts'
import { childrenOf, isPanel } from '../store/tree.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { fieldChanges, frameChanges, type FieldChange } from './field-changes.ts'

/**
 * 历史版本's diff: what the current draft changed since a published version, widget by widget
 * (matched by uuid, free panels' children included): widgets added, removed, moved, resized, and
 * the fields changed with their old and new values; and the page settings (or a header's or
 * footer's config). Pure, so the panel, the canvas highlight and the tests read the same answer.
 */

export type ChangeKind = 'added' | 'removed' | 'moved' | 'resized' | 'changed'

export interface Place {
  x: number
  y: number
  /** The free panel holding the widget, or null at the page's top level. */
  parentId: string | null
}

export interface WidgetChange {
  uuid: string
  type: string
  /** 文本（双11 狂欢）: the Chinese type name and the alias or the widget's own title. */
  title: string
  /** Where the change is: the draft's panel, or for a removed widget the version's. */
  parentId: string | null
  /** The holding panel's title, when there is one. */
  parentTitle: string | null
  /** `added` or `removed` alone; otherwise one or more of moved, resized, changed. */
  kinds: ChangeKind[]
  /** Version → draft place, when moved (x/y or into or out of a free panel). */
  place?: { before: Place; after: Place }
  /** Version → draft size, when resized. */
  size?: { before: { width: number; height: number }; after: { width: number; height: number } }
  /** Version → draft fields, when changed. */
  fields: FieldChange[]
}

export interface VersionDiff {
  widgets: WidgetChange[]
  /**
   * Top-level widgets whose only change is their height on the page, explained by widgets added,
   * removed, resized or moved above them (the page is a stack): counted, not listed.
   */
  shifted: number
  /** 页面设置 fields, or the header's or footer's config fields. */
  settings: FieldChange[]
}

/** Reported apart from the fields: identity, geometry, and a panel's children (each diffed on its own). */
const NOT_FIELDS: ReadonlySet<string> = new Set(['uuid', 'type', 'x', 'y', 'width', 'height', 'childWidgets'])

interface Entry {
  widget: DraftWidget
  parent: DraftWidget | null
  /** Position in the page's order: top-level index, children right after their panel. */
  order: number
}

function entriesOf(doc: Doc): Map<string, Entry> {
  const map = new Map<string, Entry>()
  let order = 0
  for (const widget of doc.widgets) {
    if (!map.has(widget.uuid)) map.set(widget.uuid, { widget, parent: null, order: order++ })
    if (isPanel(widget))
      for (const child of childrenOf(widget))
        if (!map.has(child.uuid)) map.set(child.uuid, { widget: child, parent: widget, order: order++ })
  }
  return map
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)
const placeOf = (entry: Entry): Place => ({
  x: num(entry.widget.x),
  y: num(entry.widget.y),
  parentId: entry.parent?.uuid ?? null,
})
const sizeOf = (widget: DraftWidget) => ({ width: num(widget.width), height: num(widget.height) })

function change(entry: Entry, kinds: ChangeKind[], fields: FieldChange[] = []): WidgetChange {
  return {
    uuid: entry.widget.uuid,
    type: entry.widget.type,
    title: widgetTitle(entry.widget),
    parentId: entry.parent?.uuid ?? null,
    parentTitle: entry.parent ? widgetTitle(entry.parent) : null,
    kinds,
    fields,
  }
}

/** The uuid of the nearest top-level widget above, among those both documents hold. */
function predecessors(doc: Doc, shared: (uuid: string) => boolean): Map<string, string | null> {
  const map = new Map<string, string | null>()
  let previous: string | null = null
  for (const widget of doc.widgets) {
    if (!shared(widget.uuid)) continue
    map.set(widget.uuid, previous)
    previous = widget.uuid
  }
  return map
}

export function versionDiff(version: Doc, draft: Doc): VersionDiff {
  const before = entriesOf(version)
  const after = entriesOf(draft)
  const topLevel = (map: Map<string, Entry>, uuid: string) => map.get(uuid)?.parent === null
  const shared = (uuid: string) => topLevel(before, uuid) && topLevel(after, uuid)
  const abovePrevious = predecessors(version, shared)
  const aboveNow = predecessors(draft, shared)
  // The highest top of a top-level widget that changed its extent: whatever starts on or below may have been pushed.
  let pushedFrom = Number.POSITIVE_INFINITY
  for (const [uuid, entry] of before)
    if (entry.parent === null && !after.has(uuid)) pushedFrom = Math.min(pushedFrom, num(entry.widget.y))

  const widgets: WidgetChange[] = []
  let shifted = 0
  for (const [uuid, now] of after) {
    const old = before.get(uuid)
    if (!old) {
      // A new panel's children are part of it.
      if (!now.parent || before.has(now.parent.uuid)) widgets.push(change(now, ['added']))
      if (!now.parent) pushedFrom = Math.min(pushedFrom, num(now.widget.y))
      continue
    }
    if (sameJson(old.widget, now.widget) && old.parent?.uuid === now.parent?.uuid) continue
    const kinds: ChangeKind[] = []
    const from = placeOf(old)
    const to = placeOf(now)
    const top = now.parent === null && old.parent === null
    const reordered = top && abovePrevious.get(uuid) !== aboveNow.get(uuid)
    const yMoved = from.y !== to.y
    const pushed = top && yMoved && from.x === to.x && !reordered && Math.min(from.y, to.y) >= pushedFrom
    if (from.parentId !== to.parentId || from.x !== to.x || reordered || (yMoved && !pushed)) kinds.push('moved')
    const oldSize = sizeOf(old.widget)
    const newSize = sizeOf(now.widget)
    if (oldSize.width !== newSize.width || oldSize.height !== newSize.height) kinds.push('resized')
    const fields = fieldChanges(now.widget.type, old.widget, now.widget, NOT_FIELDS)
    if (fields.length > 0) kinds.push('changed')
    if (top && (kinds.includes('moved') || oldSize.height !== newSize.height))
      pushedFrom = Math.min(pushedFrom, from.y, to.y)
    if (kinds.length === 0) {
      if (pushed) shifted++
      continue
    }
    const entry = change(now, kinds, fields)
    if (kinds.includes('moved')) entry.place = { before: from, after: to }
    if (kinds.includes('resized')) entry.size = { before: oldSize, after: newSize }
    widgets.push(entry)
  }
  for (const [uuid, old] of before) {
    if (after.has(uuid)) continue
    // A removed panel's children went with it.
    if (!old.parent || after.has(old.parent.uuid)) widgets.push(change(old, ['removed']))
  }

  const settings =
    draft.frame || version.frame
      ? frameChanges(version.frame, draft.frame)
      : fieldChanges('W0000', version.page as Record<string, unknown>, draft.page as Record<string, unknown>)
  return { widgets, shifted, settings }
}

/** The draft and the version are the same page. */
export const sameAsDraft = (diff: VersionDiff): boolean =>
  diff.widgets.length === 0 && diff.shifted === 0 && diff.settings.length === 0
