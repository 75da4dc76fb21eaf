import { PAGE_BOUNDS, boundsOf, clampPosition, whole } from './geometry.ts'
import { acceptsChild } from './new-widget.ts'
import { childrenOf, findWidget, isPanel } from './tree.ts'
import type { CommandOf, Doc, DraftWidget } from './types.ts'

/** Copy / paste / duplicate (Ctrl+C / Ctrl+V / Ctrl+D). */

export const PASTE_OFFSET = 10

const newUuid = () => globalThis.crypto.randomUUID()

/** A deep copy with a new uuid for the widget and for every free-panel child. */
export function freshCopy(widget: DraftWidget): DraftWidget {
  const copy = structuredClone(widget)
  copy.uuid = newUuid()
  if (isPanel(copy)) copy.childWidgets = childrenOf(copy).map((child) => ({ ...child, uuid: newUuid() }))
  return copy
}

/**
 * Where a pasted copy goes: into the selected free panel (or the panel of the selected child)
 * when that panel takes its type, 10 px right and down of the original, kept inside the panel;
 * else into the page's stack right under the selected widget (or its panel), or under the last
 * widget, at the original's x (the store's reflow moves the widgets under it down).
 */
export function pasteCommand(doc: Doc, source: DraftWidget, selectedId: string | null): CommandOf<'paste'> {
  const selected = selectedId ? findWidget(doc, selectedId) : null
  const panel = !selected
    ? null
    : selected.parentId !== null
      ? findWidget(doc, selected.parentId)?.widget
      : isPanel(selected.widget)
        ? selected.widget
        : null
  const copy = freshCopy(source)
  if (panel && acceptsChild(panel, copy.type)) {
    const siblings = childrenOf(panel)
    const index = selected?.parentId === panel.uuid ? selected.index + 1 : siblings.length
    const position = clampPosition(
      { x: whole(copy.x) + PASTE_OFFSET, y: whole(copy.y) + PASTE_OFFSET },
      copy,
      boundsOf(doc, panel.uuid),
    )
    return { kind: 'paste', widget: { ...copy, ...position, leaf: true }, at: { parentId: panel.uuid, index } }
  }
  const { leaf: _leaf, ...topLevel } = copy
  const anchor = selected && selected.parentId !== null ? findWidget(doc, selected.parentId) : selected
  const bottom = (widget: DraftWidget) => whole(widget.y) + Math.max(0, whole(widget.height))
  const y = anchor ? bottom(anchor.widget) : Math.max(0, ...doc.widgets.map(bottom))
  const index = anchor ? anchor.index + 1 : doc.widgets.length
  const position = clampPosition({ x: whole(copy.x), y }, copy, PAGE_BOUNDS)
  return { kind: 'paste', widget: { ...(topLevel as DraftWidget), ...position }, at: { parentId: null, index } }
}
