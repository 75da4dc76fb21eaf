import { findWidget, listAt, withList } from '../tree.ts'
import type { Command, CommandOf, Doc } from '../types.ts'
import { widgetName } from '../widget-name.ts'

/** Moves a widget within its list (上移 / 下移, the page settings' sortable list). */

type Reorder = CommandOf<'reorder'>

export function apply(doc: Doc, command: Reorder): Doc {
  const list = listAt(doc, command.parentId)
  const from = list?.findIndex((widget) => widget.uuid === command.uuid) ?? -1
  if (!list || from < 0 || from === command.to) return doc
  const rest = list.filter((_, index) => index !== from)
  return withList(doc, command.parentId, [...rest.slice(0, command.to), list[from], ...rest.slice(command.to)])
}

export function invert(command: Reorder): Command {
  return { ...command, from: command.to, to: command.from }
}

export function prepare(doc: Doc, command: Reorder): Reorder | null {
  const found = findWidget(doc, command.uuid)
  const list = found ? listAt(doc, found.parentId) : null
  if (!found || !list) return null
  const to = Math.min(Math.max(Math.round(command.to), 0), list.length - 1)
  return { kind: 'reorder', uuid: command.uuid, parentId: found.parentId, from: found.index, to }
}

export const isNoop = (command: Reorder): boolean => command.from === command.to

export const label = (doc: Doc, command: Reorder): string =>
  `调整${widgetName(findWidget(doc, command.uuid)?.widget.type)}顺序`
