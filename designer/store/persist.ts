import { fingerprint } from './fingerprint.ts'
import type { Doc, HistoryEntry } from './types.ts'

/**
 * History kept in localStorage per template, with the fingerprint of the document it leads to.
 * It is restored only onto that very document: undo after a reload must rewind the draft the
 * server has, never another one.
 */

export interface HistoryStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const historyKey = (templateId: number) => `mallfront:designer:history:${templateId}`

interface Stored {
  fingerprint: string
  past: HistoryEntry[]
  future: HistoryEntry[]
}

const isEntry = (value: unknown): value is HistoryEntry => {
  const entry = value as HistoryEntry | null
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.label === 'string' &&
    typeof entry.at === 'number' &&
    typeof entry.command?.kind === 'string'
  )
}

export function readHistory(
  storage: HistoryStorage,
  templateId: number,
  doc: Doc,
): { past: HistoryEntry[]; future: HistoryEntry[] } | null {
  let stored: Partial<Stored>
  try {
    stored = JSON.parse(storage.getItem(historyKey(templateId)) ?? 'null') ?? {}
  } catch {
    return null
  }
  if (stored.fingerprint !== fingerprint(doc)) return null
  const { past, future } = stored
  if (!Array.isArray(past) || !Array.isArray(future) || !past.every(isEntry) || !future.every(isEntry)) return null
  return { past, future }
}

/**
 * Writes the history; when the storage is full, the oldest undo steps and the farthest redo
 * steps go first, halving until it fits.
 */
export function writeHistory(
  storage: HistoryStorage,
  templateId: number,
  doc: Doc,
  past: HistoryEntry[],
  future: HistoryEntry[],
): void {
  const key = historyKey(templateId)
  const print = fingerprint(doc)
  let keptPast = past
  let keptFuture = future
  for (;;) {
    try {
      storage.setItem(key, JSON.stringify({ fingerprint: print, past: keptPast, future: keptFuture } satisfies Stored))
      return
    } catch {
      if (keptPast.length === 0 && keptFuture.length === 0) {
        storage.removeItem(key)
        return
      }
      keptPast = keptPast.slice(Math.ceil(keptPast.length / 2))
      keptFuture = keptFuture.slice(Math.ceil(keptFuture.length / 2))
    }
  }
}

/** The browser's localStorage, or null where there is none (server, tests, privacy modes). */
export function browserStorage(): HistoryStorage | null {
  try {
    return (globalThis as { localStorage?: HistoryStorage }).localStorage ?? null
  } catch {
    return null
  }
}
