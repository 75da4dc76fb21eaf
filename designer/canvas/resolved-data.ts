import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { createStore } from 'zustand/vanilla'
import { childrenOf, isPanel } from '../store/tree.ts'
import type { DraftWidget } from '../store/types.ts'

/**
 * The draft's widgets as the server resolved them with live data (goods prices, coupons, the
 * category tree …), by uuid. It is the canvas's display concern only, so it lives here and not in
 * the editor store: edits and history never see it. Each entry remembers the widget object it was
 * resolved from, so the canvas can tell whether the widget has been edited since. An entry whose
 * content did not change keeps its object across resolutions, so its widget does not re-render.
 */

export interface ResolvedEntry {
  /** The editor's widget object that was sent to be resolved. */
  basis: DraftWidget
  /** The widget as resolved. */
  widget: Readonly<Record<string, unknown>>
}

interface ResolvedState {
  entries: ReadonlyMap<string, ResolvedEntry>
}

export const resolvedStore = createStore<ResolvedState>()(() => ({ entries: new Map() }))

type Resolved = Record<string, unknown>

/** Every widget of the list, free panels' children included, by uuid. */
export function widgetsByUuid(widgets: readonly DraftWidget[], into = new Map<string, DraftWidget>()) {
  for (const widget of widgets) {
    into.set(widget.uuid, widget)
    if (isPanel(widget)) widgetsByUuid(childrenOf(widget), into)
  }
  return into
}

function collect(
  widgets: readonly Resolved[],
  basisOf: ReadonlyMap<string, DraftWidget>,
  previous: ReadonlyMap<string, ResolvedEntry>,
  into: Map<string, ResolvedEntry>,
): void {
  for (const widget of widgets) {
    const basis = typeof widget.uuid === 'string' ? basisOf.get(widget.uuid) : undefined
    if (basis) {
      const old = previous.get(basis.uuid)
      const same = old !== undefined && old.basis === basis && JSON.stringify(old.widget) === JSON.stringify(widget)
      into.set(basis.uuid, same ? old : { basis, widget })
    }
    if (Array.isArray(widget.childWidgets)) collect(widget.childWidgets as Resolved[], basisOf, previous, into)
  }
}

/**
 * Takes the server's resolution of some widgets: `basisOf` names, by uuid, the editor's widget
 * object each was resolved from (uuids it leaves out are not taken). Other entries stay.
 */
export function takeResolved(basisOf: ReadonlyMap<string, DraftWidget>, widgets: readonly Resolved[]): void {
  const previous = resolvedStore.getState().entries
  const entries = new Map(previous)
  collect(widgets, basisOf, previous, entries)
  resolvedStore.setState({ entries })
}

const GEOMETRY = ['x', 'y', 'width', 'height'] as const

/**
 * The entries of widgets that changed only where nothing is resolved (moved, resized, locked),
 * moved onto their new objects with the new geometry, so they keep their live data without asking
 * the server; entries of widgets no longer on the page are dropped.
 */
export function rebaseResolved(moved: readonly DraftWidget[], present: ReadonlySet<string>): void {
  const previous = resolvedStore.getState().entries
  const stale = [...previous.keys()].some((uuid) => !present.has(uuid))
  if (moved.length === 0 && !stale) return
  const entries = new Map([...previous].filter(([uuid]) => present.has(uuid)))
  for (const basis of moved) {
    const old = entries.get(basis.uuid)
    if (!old) continue
    const widget: Record<string, unknown> = { ...old.widget }
    for (const key of GEOMETRY) widget[key] = basis[key]
    entries.set(basis.uuid, { basis, widget })
  }
  resolvedStore.setState({ entries })
}

export function clearResolved(): void {
  resolvedStore.setState({ entries: new Map() })
}

/** The resolved entry of each of `uuids`, in order; a new array only when one of them changed. */
export function useResolvedEntries(uuids: readonly string[]): Array<ResolvedEntry | undefined> {
  return useStore(
    resolvedStore,
    useShallow((state) => uuids.map((uuid) => state.entries.get(uuid))),
  )
}
