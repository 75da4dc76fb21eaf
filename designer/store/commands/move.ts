import { boundsOf, clampPosition } from '../geometry.ts'
import { findWidget, updateWidget } from '../tree.ts'
import type { Command, CommandOf, Doc } from '../types.ts'
import { widgetName } from '../widget-name.ts'

/** Moves a widget to a new position (a finished drag, or an arrow-key nudge), inside its container. */

type Move = CommandOf<'move'>

export function apply(doc: Doc, command: Move): Doc {
  return updateWidget(doc, command.uuid, (widget) =>
    widget.x === command.to.x && widget.y === command.to.y ? widget : { ...widget, x: command.to.x, y: command.to.y },
  )
}

export function invert(command: Move): Command {
  return { ...command, from: command.to, to: command.from }
}

export function prepare(doc: Doc, command: Move): Move | null {
  const found = findWidget(doc, command.uuid)
  if (!found) return null
  const { widget } = found
  return {
    ...command,
    from: { x: widget.x, y: widget.y },
    to: clampPosition(command.to, widget, boundsOf(doc, found.parentId)),
  }
}

export const isNoop = (command: Move): boolean => command.from.x === command.to.x && command.from.y === command.to.y

export const label = (doc: Doc, command: Move): string =>
  `移动${widgetName(findWidget(doc, command.uuid)?.widget.type)}`
