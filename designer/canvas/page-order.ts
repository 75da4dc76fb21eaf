import { applyCommand } from '../store/commands/index.ts'
import { findWidget, listAt } from '../store/tree.ts'
import type { Command, CommandOf, Doc, DraftWidget } from '../store/types.ts'
import { widgetName } from '../store/widget-name.ts'

/**
 * The edit toolbar's page-order actions (spec 2.3: 上方添加, 下方添加, 上移, 下移) as single
 * undoable steps. The widget list is the page order; these keep the drawn page reading in the
 * same order as the list, so nothing ends up hidden under another widget.
 */

export type Side = 'above' | 'below'

const move = (widget: DraftWidget, y: number): Command => ({
  kind: 'move',
  uuid: widget.uuid,
  from: { x: widget.x, y: widget.y },
  to: { x: widget.x, y },
})

/**
 * A new widget right above or below `anchorUuid`, in the same list (page or free panel): it takes
 * the anchor's left edge and the line where the anchor starts (above) or ends (below). On the page
 * the store's reflow moves the widgets on or under that line down by the new height; inside a
 * free panel, where children keep their own places, the siblings on or under it move here.
 */
export function insertBeside(
  doc: Doc,
  anchorUuid: string,
  side: Side,
  make: (at: { x: number; y: number }) => DraftWidget,
): Command | null {
  const anchor = findWidget(doc, anchorUuid)
  const list = anchor ? listAt(doc, anchor.parentId) : null
  if (!anchor || !list) return null
  const line = side === 'above' ? anchor.widget.y : anchor.widget.y + anchor.widget.height
  const widget = make({ x: anchor.widget.x, y: line })
  const shift = anchor.parentId === null ? 0 : Math.max(0, widget.height)
  const moves =
    shift > 0 ? list.filter((sibling) => sibling.y >= line).map((sibling) => move(sibling, sibling.y + shift)) : []
  const index = side === 'above' ? anchor.index : anchor.index + 1
  return {
    kind: 'batch',
    label: `${side === 'above' ? '上方' : '下方'}添加${widgetName(widget.type)}`,
    commands: [{ kind: 'add', widget, at: { parentId: anchor.parentId, index } }, ...moves],
  }
}

/** Whether 上移 (-1) / 下移 (+1) has a neighbour to swap with. */
export function canStep(doc: Doc, uuid: string, step: -1 | 1): boolean {
  const found = findWidget(doc, uuid)
  const list = found ? listAt(doc, found.parentId) : null
  return !!found && !!list && found.index + step >= 0 && found.index + step < list.length
}

/**
 * 上移 / 下移, the same in the edit toolbar and the page settings' widget list: the widget swaps
 * places in the list (the page order) with its neighbour, and the two swap their vertical slots:
 * the one now first starts where the pair started, the other follows after it with the gap that
 * was between them, so the pair ends where it ended and nothing else moves.
 */
export function stepInOrder(doc: Doc, uuid: string, step: -1 | 1): CommandOf<'batch'> | null {
  const found = findWidget(doc, uuid)
  const list = found ? listAt(doc, found.parentId) : null
  if (!found || !list || !canStep(doc, uuid, step)) return null
  const neighbour = list[found.index + step]
  const [upper, lower] = step < 0 ? [neighbour, found.widget] : [found.widget, neighbour]
  const gap = lower.y - (upper.y + upper.height)
  const top = Math.min(upper.y, lower.y)
  return {
    kind: 'batch',
    label: `${step < 0 ? '上移' : '下移'}${widgetName(found.widget.type)}`,
    commands: [
      { kind: 'reorder', uuid, parentId: found.parentId, from: found.index, to: found.index + step },
      move(lower, top),
      move(upper, top + lower.height + Math.max(0, gap)),
    ],
  }
}

/**
 * The widget taken to place `to` of its list (a row dragged in the page settings' widget list):
 * one 上移 / 下移 after another, as one step.
 */
export function moveInOrder(doc: Doc, uuid: string, to: number): Command | null {
  const found = findWidget(doc, uuid)
  const list = found ? listAt(doc, found.parentId) : null
  if (!found || !list) return null
  const target = Math.min(Math.max(Math.round(to), 0), list.length - 1)
  const step = target < found.index ? -1 : 1
  if (Math.abs(target - found.index) === 1) return stepInOrder(doc, uuid, step)
  const commands: Command[] = []
  let current = doc
  for (let index = found.index; index !== target; index += step) {
    const command = stepInOrder(current, uuid, step)
    if (!command) break
    commands.push(...command.commands)
    current = applyCommand(current, command)
  }
  return commands.length > 0 ? { kind: 'batch', label: `调整${widgetName(found.widget.type)}顺序`, commands } : null
}
