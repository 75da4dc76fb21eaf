import type { WidgetDescriptor } from '../../runtime/widgets/widget-slot.tsx'
import { childrenOf, isPanel } from '../store/tree.ts'
import type { DraftWidget } from '../store/types.ts'
import type { ResolvedEntry } from './resolved-data.ts'

/**
 * The widget as the canvas draws it. Unedited since it was resolved, it is drawn exactly as the
 * server resolved it (live data and every live field, e.g. the category tree); edited since, it is
 * the editor's settings with the last resolved `data` until the next resolution arrives. A free
 * panel's children are drawn the same way. Results are cached on the settings object, so the same
 * settings with the same resolution give the same object and memoised widgets skip rendering.
 */

type EntryOf = (uuid: string) => ResolvedEntry | undefined

interface Cached {
  entry: ResolvedEntry | undefined
  children: readonly WidgetDescriptor[] | null
  shown: WidgetDescriptor
}

const cache = new WeakMap<DraftWidget, Cached>()

const sameList = (a: readonly unknown[] | null, b: readonly unknown[] | null) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((item, index) => item === b[index]))

function draw(
  widget: DraftWidget,
  entry: ResolvedEntry | undefined,
  children: WidgetDescriptor[] | null,
): WidgetDescriptor {
  const changedChildren = children !== null && !sameList(children, childrenOf(widget))
  const own = changedChildren ? { childWidgets: children } : {}
  if (!entry) return (changedChildren ? { ...widget, ...own } : widget) as WidgetDescriptor
  if (entry.basis === widget)
    return {
      ...entry.widget,
      // The outline's flags are the designer's own: the server never serves them back.
      ...designerFlags(widget),
      ...(children ? { childWidgets: children } : {}),
    } as WidgetDescriptor
  return { ...widget, data: 'data' in entry.widget ? entry.widget.data : widget.data, ...own } as WidgetDescriptor
}

/** `hidden` and `locked` as the draft holds them (the canvas draws them; a resolution leaves them out). */
function designerFlags(widget: DraftWidget): Record<string, true> {
  const flags: Record<string, true> = {}
  if (widget.hidden === true) flags.hidden = true
  if (widget.locked === true) flags.locked = true
  return flags
}

export function displayWidget(widget: DraftWidget, entryOf: EntryOf): WidgetDescriptor {
  const entry = entryOf(widget.uuid)
  const children = isPanel(widget) ? childrenOf(widget).map((child) => displayWidget(child, entryOf)) : null
  const cached = cache.get(widget)
  if (cached && cached.entry === entry && sameList(cached.children, children)) return cached.shown
  const shown = draw(widget, entry, children)
  cache.set(widget, { entry, children, shown })
  return shown
}

/** The uuids whose resolution a widget's drawing depends on: its own and its children's. */
export function dataUuids(widget: DraftWidget): string[] {
  return isPanel(widget) ? [widget.uuid, ...childrenOf(widget).map((child) => child.uuid)] : [widget.uuid]
}
