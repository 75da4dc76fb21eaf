import { moveInOrder } from '../canvas/page-order.ts'
import { moveIntoPanel, moveOutOfPanel, panelRefusal } from '../store/commands/reparent.ts'
import { findWidget, isPanel } from '../store/tree.ts'
import type { Command, Doc } from '../store/types.ts'

/**
 * What a row dropped in the outline does, as one command: over a widget of the same list it takes
 * that place (page-order.ts, the stack rules of 上移 / 下移); over the middle of a free panel's row,
 * or over one of its children, it goes into that panel; a panel's child dropped over a page row
 * goes out to the page (listed where its top falls). `refusal` says why a drop does nothing.
 */

/** Where over a row the pointer is: its upper or lower edge, or (on a free panel) its middle. */
export type DropZone = 'before' | 'after' | 'inside'

export interface DropTarget {
  uuid: string
  zone: DropZone
}

export type DropResult = { command: Command } | { refusal: string } | null

/** The zone of a pointer `offset` px into a row `height` px tall; only a panel's row has a middle. */
export function dropZone(offset: number, height: number, panel: boolean): DropZone {
  const ratio = height > 0 ? offset / height : 0
  if (panel && ratio > 0.25 && ratio < 0.75) return 'inside'
  return ratio < 0.5 ? 'before' : 'after'
}

export function outlineDrop(doc: Doc, uuid: string, target: DropTarget): DropResult {
  const dragged = findWidget(doc, uuid)
  const over = findWidget(doc, target.uuid)
  if (!dragged || !over || uuid === target.uuid) return null
  const intoPanel = (panelId: string, index?: number): DropResult => {
    const refusal = panelRefusal(doc, uuid, panelId)
    if (refusal) return { refusal }
    const command = moveIntoPanel(doc, uuid, panelId, index)
    return command ? { command } : null
  }
  if (target.zone === 'inside' && isPanel(over.widget) && over.parentId === null) {
    return dragged.parentId === over.widget.uuid ? null : intoPanel(over.widget.uuid)
  }
  if (over.parentId !== dragged.parentId) {
    if (over.parentId !== null) return intoPanel(over.parentId, over.index + (target.zone === 'after' ? 1 : 0))
    const command = moveOutOfPanel(doc, uuid)
    return command ? { command } : null
  }
  const command = moveInOrder(doc, uuid, over.index)
  return command ? { command } : null
}
