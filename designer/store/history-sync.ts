import type { HistoryChange, HistorySpan } from '../../schemas/api/designer.ts'
import type { HistoryEntry, HistoryLists } from './types.ts'

/**
 * The undo history travels with each save as the change since the server last took it, so one
 * edit sends one step. History only ever loses entries at the front (the cap), pops or replaces
 * its last one (undo, redo, a merged typing burst) and gains new ones at the end, so what the
 * server holds is one stretch of our list followed by new entries. Entries are compared by
 * identity: an entry is never changed in place.
 */

/** `current` as a stretch of `held` (what the server holds) plus the entries after it. */
export function historySpan(current: readonly HistoryEntry[], held: readonly HistoryEntry[]): HistorySpan {
  const indexOf = new Map(held.map((entry, index) => [entry, index]))
  let last = current.length - 1
  while (last >= 0 && !indexOf.has(current[last])) last--
  if (last < 0) return { from: 0, to: 0, add: [...current] }
  const to = (indexOf.get(current[last]) as number) + 1
  let first = last
  while (first > 0 && indexOf.get(current[first - 1]) === (indexOf.get(current[first]) as number) - 1) first--
  return { from: indexOf.get(current[first]) as number, to, add: current.slice(last + 1) }
}

export const historyChange = (current: HistoryLists, held: HistoryLists): HistoryChange => ({
  past: historySpan(current.past, held.past),
  future: historySpan(current.future, held.future),
})

/** The entries the server kept of what a save sent: the most recent `count` of each list. */
const lastOf = (list: readonly HistoryEntry[], count: number) => (count <= 0 ? [] : list.slice(-count))

export const heldAfterSave = (sent: HistoryLists, kept: { past: number; future: number }): HistoryLists => ({
  past: lastOf(sent.past, kept.past),
  future: lastOf(sent.future, kept.future),
})

/** A whole history for a save that replaces whatever the server holds. */
export const wholeHistory = (current: HistoryLists): HistoryChange => historyChange(current, { past: [], future: [] })

const isEntry = (value: unknown): value is HistoryEntry => {
  const entry = value as HistoryEntry | null
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.label === 'string' &&
    typeof entry.at === 'number' &&
    typeof entry.command === 'object' &&
    entry.command !== null &&
    typeof entry.command.kind === 'string'
  )
}

/** A list from the server, from just after its last unusable entry (the steps before it lead nowhere). */
function usable(list: readonly unknown[]): HistoryEntry[] {
  let start = list.length
  while (start > 0 && isEntry(list[start - 1])) start--
  return list.slice(start) as HistoryEntry[]
}

/**
 * The history a draft was opened with, and what the server holds of it: the same lists, or none
 * when some entries could not be used (the next save then puts ours in their place).
 */
export function openedHistory(stored: { past: readonly unknown[]; future: readonly unknown[] }): {
  lists: HistoryLists
  held: HistoryLists
} {
  const lists = { past: usable(stored.past), future: usable(stored.future) }
  const whole = lists.past.length === stored.past.length && lists.future.length === stored.future.length
  return { lists, held: whole ? lists : { past: [], future: [] } }
}
