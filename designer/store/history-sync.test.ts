import { describe, expect, it } from 'vitest'
import { heldAfterSave, historySpan, openedHistory } from './history-sync.ts'
import type { HistoryEntry } from './types.ts'

const step = (label: string): HistoryEntry => ({
  command: { kind: 'move', uuid: 'a', from: { x: 0, y: 0 }, to: { x: 1, y: 0 } },
  label,
  at: 1,
})

describe('history sync', () => {
  const [a, b, c, d] = ['一', '二', '三', '四'].map(step)

  it('sends only the steps the server does not hold', () => {
    expect(historySpan([a, b, c], [a, b])).toEqual({ from: 0, to: 2, add: [c] })
    // Undo popped c, a merged typing burst replaced b: keep what is still the same, send the rest.
    expect(historySpan([a, b], [a, b, c])).toEqual({ from: 0, to: 2, add: [] })
    const merged = { ...b }
    expect(historySpan([a, merged], [a, b])).toEqual({ from: 0, to: 1, add: [merged] })
    // The cap took the oldest step off the front.
    expect(historySpan([b, c, d], [a, b, c])).toEqual({ from: 1, to: 3, add: [d] })
    // Nothing in common: the whole list, in place of the server's.
    expect(historySpan([c, d], [a, b])).toEqual({ from: 0, to: 0, add: [c, d] })
    expect(historySpan([], [a])).toEqual({ from: 0, to: 0, add: [] })
  })

  it('holds the most recent steps the server kept after a save', () => {
    expect(heldAfterSave({ past: [a, b, c], future: [d] }, { past: 2, future: 0 })).toEqual({
      past: [b, c],
      future: [],
    })
  })

  it('opens the usable end of a stored history, and holds none of it when some of it was unusable', () => {
    expect(openedHistory({ past: [a, b], future: [c] })).toEqual({
      lists: { past: [a, b], future: [c] },
      held: { past: [a, b], future: [c] },
    })
    expect(openedHistory({ past: [a, { label: 'x' }, b], future: [] })).toEqual({
      lists: { past: [b], future: [] },
      held: { past: [], future: [] },
    })
  })
})
