import { fail } from '../../lib/errors.ts'
import {
  HISTORY_LIMIT,
  type DraftHistory,
  type HistoryChange,
  type HistoryEntry,
  type HistorySpan,
} from '../../../schemas/api/designer.ts'
import type { HistoryRow } from './repo.ts'

/**
 * The undo history kept with a draft (issue: undo survives another browser and another operator).
 * A save with history changes the stored lists by spans (HistorySpan: keep a stretch, add the new
 * steps), so one edit sends one step. The history leads to the draft at its revision; a save
 * without history (a client that keeps none) ends it, and the next reader is told so. The lists
 * are bounded to HISTORY_LIMIT steps each and HISTORY_MAX_BYTES together: the oldest undo steps and
 * the farthest redo steps go first.
 */

/** Undo steps hold whole widgets (an added or deleted one) and, for a reload, whole pages. */
export const HISTORY_MAX_BYTES = 8 * 1024 * 1024

interface Lists {
  past: HistoryEntry[]
  future: HistoryEntry[]
}

const parseList = (text: string): HistoryEntry[] => {
  try {
    const value = JSON.parse(text)
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}

/** The stored history as it leads to the draft at `revision`. */
export function historyOf(row: HistoryRow | undefined, revision: number, updatedAt: number): DraftHistory {
  if (!row) return { past: [], future: [] }
  // A save that kept no history moved the draft past it (or ended it itself).
  if (row.revision !== revision) return { past: [], future: [], ended: { at: updatedAt, by: '' } }
  const history: DraftHistory = { past: parseList(row.past), future: parseList(row.future) }
  if (row.ended_at !== null) history.ended = { at: row.ended_at, by: row.ended_by }
  return history
}

function applySpan(list: readonly HistoryEntry[], span: HistorySpan): HistoryEntry[] {
  if (span.from > span.to || span.to > list.length) throw fail('DRAFT_PATCH_MISMATCH')
  return [...list.slice(span.from, span.to), ...span.add]
}

/** The lists within their bounds: the oldest undo steps go first, then the farthest redo steps. */
function bounded({ past, future }: Lists): Lists {
  const kept = { past: past.slice(-HISTORY_LIMIT), future: future.slice(-HISTORY_LIMIT) }
  const sizes = (list: HistoryEntry[]) => list.map((entry) => JSON.stringify(entry).length + 1)
  const pastSizes = sizes(kept.past)
  const futureSizes = sizes(kept.future)
  let total = [...pastSizes, ...futureSizes].reduce((sum, size) => sum + size, 0)
  let dropPast = 0
  let dropFuture = 0
  while (total > HISTORY_MAX_BYTES && dropPast < pastSizes.length) total -= pastSizes[dropPast++]
  while (total > HISTORY_MAX_BYTES && dropFuture < futureSizes.length) total -= futureSizes[dropFuture++]
  return { past: kept.past.slice(dropPast), future: kept.future.slice(dropFuture) }
}

/**
 * The history after a save at `revision` (the new one): the stored lists changed by `change`, or,
 * without a change, no history, ended by `by` at `at` when there were steps to end.
 */
export function nextHistory(
  stored: DraftHistory,
  change: HistoryChange | undefined,
  saved: { revision: number; at: number; by: string },
): { row: HistoryRow; kept: { past: number; future: number } } {
  if (!change) {
    // Only steps that were there can end: an empty history stays as it was.
    const nothing = stored.past.length === 0 && stored.future.length === 0
    const ended = nothing ? stored.ended : { at: saved.at, by: saved.by }
    const row = {
      revision: saved.revision,
      past: '[]',
      future: '[]',
      ended_at: ended?.at ?? null,
      ended_by: ended?.by ?? '',
    }
    return { row, kept: { past: 0, future: 0 } }
  }
  const lists = bounded({ past: applySpan(stored.past, change.past), future: applySpan(stored.future, change.future) })
  // A history that started after an end keeps saying so until its first step is taken.
  const ended = lists.past.length === 0 && lists.future.length === 0 ? stored.ended : undefined
  const row = {
    revision: saved.revision,
    past: JSON.stringify(lists.past),
    future: JSON.stringify(lists.future),
    ended_at: ended?.at ?? null,
    ended_by: ended?.by ?? '',
  }
  return { row, kept: { past: lists.past.length, future: lists.future.length } }
}
