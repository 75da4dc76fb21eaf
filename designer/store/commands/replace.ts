import type { Command, CommandOf, Doc } from '../types.ts'

/** Swaps the whole document (重新加载 after a conflict) so the operator's version stays one undo away. */

type Replace = CommandOf<'replace'>

export const apply = (_doc: Doc, command: Replace): Doc => command.after

export function invert(command: Replace): Command {
  return { kind: 'replace', before: command.after, after: command.before }
}

export const prepare = (doc: Doc, command: Replace): Replace => ({ kind: 'replace', before: doc, after: command.after })

export const isNoop = (command: Replace): boolean =>
  command.before === command.after || JSON.stringify(command.before) === JSON.stringify(command.after)

export const label = (): string => '重新加载页面'
