import { boundsOf, clampGeometry, geometryOf } from '../geometry.ts'
import { findWidget, updateWidget } from '../tree.ts'
import type { Command, CommandOf, Doc, Geometry } from '../types.ts'
import { widgetName } from '../widget-name.ts'

/** Sets a widget's box (a finished resize: the dragged edge may move x or y too), inside its container. */

type Resize = CommandOf<'resize'>

const sameBox = (a: Geometry, b: Geometry) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height

export function apply(doc: Doc, command: Resize): Doc {
  return updateWidget(doc, command.uuid, (widget) =>
    sameBox(geometryOf(widget), command.to) ? widget : { ...widget, ...command.to },
  )
}

export function invert(command: Resize): Command {
  return { ...command, from: command.to, to: command.from }
}

export function prepare(doc: Doc, command: Resize): Resize | null {
  const found = findWidget(doc, command.uuid)
  if (!found) return null
  return { ...command, from: geometryOf(found.widget), to: clampGeometry(command.to, boundsOf(doc, found.parentId)) }
}

export const isNoop = (command: Resize): boolean => sameBox(command.from, command.to)

export const label = (doc: Doc, command: Resize): string =>
  `调整${widgetName(findWidget(doc, command.uuid)?.widget.type)}大小`
