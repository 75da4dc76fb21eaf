import { frameLabel } from '../canvas/frame-label.ts'
import { childrenOf, isPanel } from '../store/tree.ts'
import type { DraftWidget } from '../store/types.ts'

/**
 * The outline's search: a widget matches when its name (类型 · 别名或标题) or its type code holds
 * the text, case aside. A free panel is listed when it or one of its children matches; its
 * children are then the matching ones (all of them when the panel itself matches).
 */

export interface OutlineEntry {
  widget: DraftWidget
  /** Index in its list (the page's or the panel's), for 上移 / 下移 and drops. */
  index: number
  children: OutlineEntry[]
}

const matches = (widget: DraftWidget, query: string) =>
  frameLabel(widget).toLowerCase().includes(query) || widget.type.toLowerCase().includes(query)

export function outlineEntries(widgets: readonly DraftWidget[], rawQuery: string): OutlineEntry[] {
  const query = rawQuery.trim().toLowerCase()
  const entries: OutlineEntry[] = []
  widgets.forEach((widget, index) => {
    const own = !query || matches(widget, query)
    const children = isPanel(widget)
      ? childrenOf(widget)
          .map((child, childIndex) => ({ widget: child, index: childIndex, children: [] }))
          .filter((child) => own || matches(child.widget, query))
      : []
    if (own || children.length > 0) entries.push({ widget, index, children })
  })
  return entries
}
