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

function indexSent(widgets: readonly DraftWidget[], into: Map<string, DraftWidget>): Map<string, DraftWidget> {
  for (const widget of widgets) {
    into.set(widget.uuid, widget)
    if (isPanel(widget)) indexSent(childrenOf(widget), into)
  }
  return into
}

function collect(
  widgets: readonly Resolved[],
  sent: ReadonlyMap<string, DraftWidget>,
  previous: ReadonlyMap<string, ResolvedEntry>,
  into: Map<string, ResolvedEntry>,
): void {
  for (const widget of widgets) {
    const basis = typeof widget.uuid === 'string' ? sent.get(widget.uuid) : undefined
    if (basis) {
      const old = previous.get(basis.uuid)
      const same = old !== undefined && old.basis === basis && JSON.stringify(old.widget) === JSON.stringify(widget)
      into.set(basis.uuid, same ? old : { basis, widget })
    }
    if (Array.isArray(widget.childWidgets)) collect(widget.childWidgets as Resolved[], sent, previous, into)
  }
}

/** Takes the server's resolution of `sent` (the widget list of the document that was sent). */
export function takeResolved(sent: readonly DraftWidget[], widgets: readonly Resolved[]): void {
  const entries = new Map<string, ResolvedEntry>()
  collect(widgets, indexSent(sent, new Map()), resolvedStore.getState().entries, entries)
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
