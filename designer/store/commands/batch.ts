import type { Command, CommandOf, Doc } from '../types.ts'
import { applyCommand, commandLabel, invertCommand, isNoopCommand, prepareCommand } from './index.ts'

/** Several commands as one step: a drop into a free panel (delete + add), a field change with its effects. */

type Batch = CommandOf<'batch'>

export function apply(doc: Doc, command: Batch): Doc {
  return command.commands.reduce(applyCommand, doc)
}

export function invert(command: Batch): Command {
  return { kind: 'batch', label: command.label, commands: command.commands.map(invertCommand).reverse() }
}

/** Each part is prepared against the document its predecessors leave; gone or empty parts drop out. */
export function prepare(doc: Doc, command: Batch): Batch | null {
  const commands: Command[] = []
  let current = doc
  for (const part of command.commands) {
    const prepared = prepareCommand(current, part)
    if (!prepared || isNoopCommand(prepared)) continue
    commands.push(prepared)
    current = applyCommand(current, prepared)
  }
  return { kind: 'batch', label: command.label, commands }
}

export const isNoop = (command: Batch): boolean => command.commands.every(isNoopCommand)

export const label = (doc: Doc, command: Batch): string =>
  command.label || (command.commands[0] ? commandLabel(doc, command.commands[0]) : '编辑')
