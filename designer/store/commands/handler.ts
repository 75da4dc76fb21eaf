import type { Command, CommandKind, CommandOf, Doc } from '../types.ts'

/**
 * What each command file provides. `prepare` reads what the command changes from the current
 * document (a caller's `before` may be stale) and keeps it within bounds; it returns null when
 * the command's target is gone. `apply` is pure; `invert(c)` applied after `c` gives back the
 * document before `c`, to the exact JSON.
 */
export interface CommandHandler<K extends CommandKind> {
  apply(doc: Doc, command: CommandOf<K>): Doc
  invert(command: CommandOf<K>): Command
  prepare(doc: Doc, command: CommandOf<K>): CommandOf<K> | null
  isNoop(command: CommandOf<K>): boolean
  /** Chinese history label, read against the document before the command. */
  label(doc: Doc, command: CommandOf<K>): string
}

/** Plain JSON values compared as JSON (what is saved is what counts). */
export const sameJson = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b)
