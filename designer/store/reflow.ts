import { applyCommand } from './commands/index.ts'
import { whole } from './geometry.ts'
import { findWidget } from './tree.ts'
import type { Command, CommandOf, Doc, DraftWidget } from './types.ts'

/**
 * Reflow: the page's top-level widgets form a vertical stack (x and width stay free; a free
 * panel's children keep their absolute places). A command that changes the vertical extent of a
 * top-level widget becomes a batch that also shifts the widgets below it, so the edit and its
 * consequences are one history step with the original label and one undo:
 *
 * - resize, or a height / y field (field effects included): the widgets starting at or under the
 *   widget's old bottom move by the change of its bottom; its top does not rise past the bottom of
 *   the widgets above it (so a Y typed digit by digit never carries it past a neighbour);
 * - delete: the widgets under it move up by its slot (its top to the next widget's top);
 * - add / paste: the new widget's top is the insertion line (moved to the nearer edge of a widget
 *   it would cut through); the widgets starting at or under it move down by its height, and the
 *   widget is listed where its top falls, so the list stays sorted by y;
 * - batch: each part in turn, against the document the parts before it leave.
 *
 * Upward shifts stop before a widget that stays would be passed or covered (pages made before the
 * stack may hold widgets side by side). Shifts are `/y` field writes, so a typing burst in the
 * height field still merges into one entry; moves (drags, nudges, 上移 / 下移's own slots) are
 * placed freely and never reflow. Pure: the document in, the command out.
 */

type Extent = { top: number; bottom: number }

const extentOf = (widget: DraftWidget): Extent => {
  const top = whole(widget.y)
  return { top, bottom: top + Math.max(0, whole(widget.height)) }
}

const overlapsHorizontally = (a: DraftWidget, b: DraftWidget) =>
  whole(a.x) < whole(b.x) + whole(b.width) && whole(b.x) < whole(a.x) + whole(a.width)

const shiftBy = (widgets: readonly DraftWidget[], by: number): CommandOf<'update-field'>[] =>
  by === 0
    ? []
    : widgets.map((widget) => ({
        kind: 'update-field',
        target: widget.uuid,
        path: '/y',
        before: widget.y,
        after: whole(widget.y) + by,
      }))

/** The top-level widgets starting on or under `line`, except `except`. */
const startingFrom = (widgets: readonly DraftWidget[], line: number, except?: string) =>
  widgets.filter((widget) => widget.uuid !== except && whole(widget.y) >= line)

/** How far `movers` may rise (at most `wanted`) without passing the top of a widget that stays or running into it. */
function roomAbove(movers: readonly DraftWidget[], staying: readonly DraftWidget[], wanted: number): number {
  let room = wanted
  for (const mover of movers) {
    const top = whole(mover.y)
    for (const other of staying) {
      const extent = extentOf(other)
      if (extent.top <= top) room = Math.min(room, top - extent.top)
      if (extent.bottom <= top && overlapsHorizontally(mover, other)) room = Math.min(room, top - extent.bottom)
    }
  }
  return Math.max(0, room)
}

const isSorted = (widgets: readonly DraftWidget[]) =>
  widgets.every((widget, index) => index === 0 || whole(widgets[index - 1].y) <= whole(widget.y))

/**
 * Where a widget inserted with its top at `y` starts: `y`, or, when that cuts through a widget,
 * that widget's nearer edge (and on in the same direction while the edge cuts through another).
 */
export function insertionLine(widgets: readonly DraftWidget[], y: number): number {
  const cutAt = (line: number) =>
    widgets.find((widget) => {
      const extent = extentOf(widget)
      return extent.top < line && line < extent.bottom
    })
  const first = cutAt(y)
  if (!first) return y
  const extent = extentOf(first)
  const up = y - extent.top < extent.bottom - y
  let line = up ? extent.top : extent.bottom
  for (let cut = cutAt(line); cut; cut = cutAt(line)) line = up ? extentOf(cut).top : extentOf(cut).bottom
  return line
}

function insert(doc: Doc, command: CommandOf<'add'> | CommandOf<'paste'>): Command[] {
  const line = insertionLine(doc.widgets, whole(command.widget.y))
  const widget = line === command.widget.y ? command.widget : { ...command.widget, y: line }
  const at = doc.widgets.findIndex((other) => whole(other.y) >= line)
  const placed = { ...command, widget, at: { parentId: null, index: at < 0 ? doc.widgets.length : at } }
  return [placed, ...shiftBy(startingFrom(doc.widgets, line), Math.max(0, whole(widget.height)))]
}

function remove(doc: Doc, command: CommandOf<'delete'>): Command[] {
  const { top, bottom } = extentOf(command.widget)
  const movers = startingFrom(doc.widgets, bottom, command.widget.uuid)
  if (movers.length === 0) return [command]
  const next = Math.min(...movers.map((widget) => whole(widget.y)))
  const staying = doc.widgets.filter((widget) => widget.uuid !== command.widget.uuid && !movers.includes(widget))
  return [command, ...shiftBy(movers, -roomAbove(movers, staying, next - top))]
}

/** The lowest bottom of the widgets wholly above `widget`: its top may not rise past it. */
const floorAbove = (widgets: readonly DraftWidget[], widget: DraftWidget) =>
  Math.max(
    0,
    ...widgets
      .filter((other) => other.uuid !== widget.uuid && extentOf(other).bottom <= whole(widget.y))
      .map((other) => extentOf(other).bottom),
  )

/** A Y field or a top edge taken up into the widget above stops at its bottom (a resize keeps its bottom). */
function keptBelow(doc: Doc, command: Command, widget: DraftWidget): Command {
  const floor = floorAbove(doc.widgets, widget)
  if (command.kind === 'update-field' && command.path === '/y' && typeof command.after === 'number')
    return command.after < floor ? { ...command, after: floor } : command
  if (command.kind === 'resize' && command.to.y < floor && command.to.y !== command.from.y) {
    const { to } = command
    return { ...command, to: { ...to, y: floor, height: Math.max(0, to.height - (floor - to.y)) } }
  }
  return command
}

/** A resize or field write of a top-level widget: the widgets under its old bottom follow its bottom. */
function reshape(doc: Doc, original: Command, uuid: string): Command[] {
  const found = findWidget(doc, uuid)
  if (!found || found.parentId !== null) return [original]
  const command = keptBelow(doc, original, found.widget)
  const after = applyCommand(doc, command)
  const changed = findWidget(after, uuid)
  if (!changed || changed.parentId !== null) return [command]
  const before = extentOf(found.widget)
  const now = extentOf(changed.widget)
  if (now.top === before.top && now.bottom === before.bottom) return [command]
  const change = now.bottom - before.bottom
  const movers = startingFrom(doc.widgets, before.bottom, uuid)
  let shifts: Command[] = []
  if (change > 0) shifts = shiftBy(movers, change)
  else if (change < 0) {
    const staying = after.widgets.filter((widget) => !movers.some((mover) => mover.uuid === widget.uuid))
    shifts = shiftBy(movers, -roomAbove(movers, staying, -change))
  }
  const parts = [command, ...shifts]
  if (!isSorted(doc.widgets)) return parts
  // A y change can carry the widget past a neighbour: list it where its top now falls.
  const widgets = parts.slice(1).reduce(applyCommand, after).widgets
  if (isSorted(widgets)) return parts
  const from = widgets.findIndex((widget) => widget.uuid === uuid)
  const top = whole(widgets[from].y)
  const rest = widgets.filter((widget) => widget.uuid !== uuid)
  const to = rest.findIndex((widget) => whole(widget.y) > top)
  return [...parts, { kind: 'reorder', uuid, parentId: null, from, to: to < 0 ? rest.length : to }]
}

function reflowParts(doc: Doc, command: Command): Command[] {
  switch (command.kind) {
    case 'add':
    case 'paste':
      return command.at.parentId === null ? insert(doc, command) : [command]
    case 'delete':
      return command.at.parentId === null ? remove(doc, command) : [command]
    case 'resize':
      return reshape(doc, command, command.uuid)
    case 'update-field':
      return command.target === 'page' || command.target === 'frame' ? [command] : reshape(doc, command, command.target)
    case 'batch': {
      const parts: Command[] = []
      let current = doc
      for (const part of command.commands) {
        const reflowed = reflowParts(current, part)
        parts.push(...reflowed)
        current = reflowed.reduce(applyCommand, current)
      }
      return parts
    }
    case 'move':
    case 'reorder':
    case 'replace':
      return [command]
  }
}

/**
 * The prepared command as the store records it: itself when it moves nothing else, else a batch
 * of it and the shifts it brings (a batch keeps its label; an empty label means the first part's).
 */
export function withReflow(doc: Doc, command: Command): Command {
  const parts = reflowParts(doc, command)
  if (command.kind === 'batch') {
    const same =
      parts.length === command.commands.length && parts.every((part, index) => part === command.commands[index])
    return same ? command : { kind: 'batch', label: command.label, commands: parts }
  }
  return parts.length === 1 && parts[0] === command ? command : { kind: 'batch', label: '', commands: parts }
}
