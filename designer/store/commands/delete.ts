import { findWidget, removeWidget } from '../tree.ts'
import type { Command, CommandOf, Doc } from '../types.ts'
import { widgetName } from '../widget-name.ts'

/** Removes a widget (a panel takes its children with it); undo puts it back at the same place. */

export function apply(doc: Doc, command: CommandOf<'delete'>): Doc {
  return removeWidget(doc, command.widget.uuid)
}

export function invert(command: CommandOf<'delete'>): Command {
  return { kind: 'add', widget: command.widget, at: command.at }
}

/** The widget and its place are read from the document, so undo restores exactly what was there. */
export function prepare(doc: Doc, command: CommandOf<'delete'>): CommandOf<'delete'> | null {
  const found = findWidget(doc, command.widget.uuid)
  return found ? { kind: 'delete', widget: found.widget, at: { parentId: found.parentId, index: found.index } } : null
}

export const isNoop = (): boolean => false

export const label = (_doc: Doc, command: CommandOf<'delete'>): string => `删除${widgetName(command.widget.type)}`
