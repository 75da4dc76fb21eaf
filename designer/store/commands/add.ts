import { findWidget, insertWidget, listAt } from '../tree.ts'
import type { Command, CommandOf, Doc } from '../types.ts'
import { widgetName } from '../widget-name.ts'

/** Adds a widget (a palette drop, 上方添加 / 下方添加) at a place on the page or in a free panel. */

type Insert = CommandOf<'add'> | CommandOf<'paste'>

export function apply<C extends Insert>(doc: Doc, command: C): Doc {
  return insertWidget(doc, command.widget, command.at)
}

export function invert(command: Insert): Command {
  return { kind: 'delete', widget: command.widget, at: command.at }
}

/** Refused when the uuid is taken or the panel is gone; the index is kept within the list. */
export function prepare<C extends Insert>(doc: Doc, command: C): C | null {
  const list = listAt(doc, command.at.parentId)
  if (!list || findWidget(doc, command.widget.uuid)) return null
  const index = Math.min(Math.max(Math.round(command.at.index), 0), list.length)
  return { ...command, at: { parentId: command.at.parentId, index } }
}

export const isNoop = (): boolean => false

export const label = (_doc: Doc, command: Insert): string => `添加${widgetName(command.widget.type)}`
