import { HISTORY_LIMIT } from '../../schemas/api/designer.ts'
import { isNoopCommand } from './commands/index.ts'
import type { Command, CommandOf, HistoryEntry } from './types.ts'

/**
 * The undo stack: one entry per finished gesture. A typing burst on one field, or a run of
 * arrow-key nudges or key resizes of one widget (with the shifts reflow adds to them), merges into
 * the entry before it while the steps are less than a second apart; an entry whose merged change
 * cancels out is dropped.
 */

export const MERGE_WINDOW_MS = 1000

type UpdateField = CommandOf<'update-field'>

/** The field writes a command consists of, or null if it does anything else. */
function fieldWrites(command: Command): UpdateField[] | null {
  if (command.kind === 'update-field') return [command]
  // A labelled batch is a step of its own (隐藏 / 锁定 in the outline); the ones the store builds around
  // a typed field (its effects, the reflow's shifts) carry no label and continue the typing burst.
  if (
    command.kind === 'batch' &&
    command.label === '' &&
    command.commands.length > 0 &&
    command.commands.every((part) => part.kind === 'update-field')
  ) {
    return command.commands as UpdateField[]
  }
  return null
}

const fieldKey = (command: UpdateField) => `${command.target}\u0000${command.path}`

/** Field writes as one write per field: the value before the first write and after the last, in first-written order. */
function mergeWrites(writes: readonly UpdateField[]): UpdateField[] {
  const merged = new Map<string, UpdateField>()
  for (const write of writes) {
    const known = merged.get(fieldKey(write))
    merged.set(fieldKey(write), known ? { ...known, after: write.after } : write)
  }
  return [...merged.values()].filter((write) => !isNoopCommand(write))
}

/** A key resize (Alt+arrows), alone or with the field writes of the widgets reflow shifted; null for anything else. */
function keyResize(command: Command): { resize: CommandOf<'resize'>; writes: UpdateField[] } | null {
  const [head, ...rest] = command.kind === 'batch' ? command.commands : [command]
  if (head?.kind !== 'resize' || !head.nudge || !rest.every((part) => part.kind === 'update-field')) return null
  return { resize: head, writes: rest as UpdateField[] }
}

const batchLabel = (command: Command) => (command.kind === 'batch' ? command.label : '')

/** `earlier` then `later` as one command, when they continue one gesture; null otherwise. */
export function mergeCommands(earlier: Command, later: Command): Command | null {
  if (earlier.kind === 'move' && later.kind === 'move') {
    return earlier.nudge && later.nudge && earlier.uuid === later.uuid ? { ...later, from: earlier.from } : null
  }
  const firstResize = keyResize(earlier)
  const secondResize = keyResize(later)
  if (firstResize || secondResize) {
    if (!firstResize || !secondResize || firstResize.resize.uuid !== secondResize.resize.uuid) return null
    const resize = { ...secondResize.resize, from: firstResize.resize.from }
    const writes = mergeWrites([...firstResize.writes, ...secondResize.writes])
    return writes.length === 0 ? resize : { kind: 'batch', label: batchLabel(earlier), commands: [resize, ...writes] }
  }
  const first = fieldWrites(earlier)
  const second = fieldWrites(later)
  if (!first || !second || fieldKey(first[0]) !== fieldKey(second[0])) return null
  const commands = mergeWrites([...first, ...second])
  if (commands.length === 1) return commands[0]
  return { kind: 'batch', label: batchLabel(earlier), commands }
}

/** The stack after `entry`: merged into the last entry when allowed, capped at HISTORY_LIMIT. */
export function record(past: HistoryEntry[], entry: HistoryEntry, mayMerge: boolean): HistoryEntry[] {
  const last = past.at(-1)
  if (mayMerge && last && entry.at - last.at < MERGE_WINDOW_MS) {
    const merged = mergeCommands(last.command, entry.command)
    if (merged) {
      const rest = past.slice(0, -1)
      return isNoopCommand(merged) ? rest : [...rest, { ...last, command: merged, at: entry.at }]
    }
  }
  const next = [...past, entry]
  return next.length > HISTORY_LIMIT ? next.slice(next.length - HISTORY_LIMIT) : next
}
