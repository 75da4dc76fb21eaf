import { describe, expect, it } from 'vitest'
import { createEditorStore } from './editor-store.ts'
import { historyKey, writeHistory, type HistoryStorage } from './persist.ts'
import { json, sampleDoc } from './test-doc.ts'
import { findWidget } from './tree.ts'
import type { Doc } from './types.ts'

class MemoryStorage implements HistoryStorage {
  readonly items = new Map<string, string>()
  constructor(private readonly capacity = Infinity) {}
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    if (value.length > this.capacity) throw new DOMException('quota', 'QuotaExceededError')
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

/** An editor as a browser tab has it: history in storage, written when idle (here: on demand). */
function editor(storage: HistoryStorage) {
  const idle: Array<() => void> = []
  const store = createEditorStore({ storage: () => storage, idle: (run) => idle.push(run) })
  return {
    store,
    runIdle: () => {
      for (const run of idle.splice(0)) run()
    },
  }
}

/** The draft as the server hands it back: the same JSON, keys possibly reordered (jsonb). */
const fromServer = (doc: Doc): Doc =>
  JSON.parse(json(doc), (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).reverse())
      : value,
  )

describe('history persistence', () => {
  it('survives a reload of the editor when the server draft is the document the history leads to', () => {
    const storage = new MemoryStorage()
    const first = editor(storage)
    first.store.getState().load(3, sampleDoc(), 1)
    first.store.getState().setField('text', '/text', '新品')
    first.store.getState().dispatch({ kind: 'move', uuid: 'search', from: { x: 0, y: 0 }, to: { x: 500, y: 600 } })
    first.store.getState().undo()
    first.runIdle()
    const saved = first.store.getState().doc

    const second = editor(storage)
    second.store.getState().load(3, fromServer(saved), 2)
    expect(second.store.getState().past.map((entry) => entry.label)).toEqual(['修改文本'])
    expect(second.store.getState().future.map((entry) => entry.label)).toEqual(['移动搜索'])
    second.store.getState().redo()
    expect(findWidget(second.store.getState().doc, 'search')?.widget).toMatchObject({ x: 500, y: 600 })
    second.store.getState().undo()
    second.store.getState().undo()
    expect(json(second.store.getState().doc)).toBe(json(fromServer(sampleDoc())))
  })

  it('starts empty when the server draft is another document', () => {
    const storage = new MemoryStorage()
    const first = editor(storage)
    first.store.getState().load(3, sampleDoc(), 1)
    first.store.getState().setField('text', '/text', '新品')
    first.runIdle()
    const second = editor(storage)
    second.store.getState().load(3, sampleDoc(), 2)
    expect(second.store.getState().past).toEqual([])
    expect(second.store.getState().future).toEqual([])
  })

  it('keeps each template apart, and writes a pending history before another template loads', () => {
    const storage = new MemoryStorage()
    const { store } = editor(storage)
    store.getState().load(3, sampleDoc(), 1)
    store.getState().setField('text', '/text', '三号')
    store.getState().load(4, sampleDoc(), 1)
    expect(store.getState().past).toEqual([])
    expect(JSON.parse(storage.getItem(historyKey(3))!).past).toHaveLength(1)
  })

  it('drops the oldest steps when the storage is full, and ignores what it cannot read', () => {
    const storage = new MemoryStorage(4000)
    const { store, runIdle } = editor(storage)
    store.getState().load(5, sampleDoc(), 1)
    for (let i = 0; i < 40; i++) store.getState().setField('text', `/field${i}`, 'x'.repeat(50))
    runIdle()
    const stored = JSON.parse(storage.getItem(historyKey(5))!)
    expect(stored.past.length).toBeGreaterThan(0)
    expect(stored.past.length).toBeLessThan(40)
    expect(stored.past.at(-1).command.path).toBe('/field39')

    storage.setItem(historyKey(6), '{not json')
    const other = editor(storage)
    other.store.getState().load(6, sampleDoc(), 1)
    expect(other.store.getState().past).toEqual([])
  })

  it('restores a history only onto the document its fingerprint names', () => {
    const storage = new MemoryStorage()
    const entry = {
      command: { kind: 'update-field' as const, target: 'text', path: '/text', before: '旧', after: '文本' },
      label: '修改文本',
      at: 1,
    }
    writeHistory(storage, 9, sampleDoc(), [entry], [])
    const other = sampleDoc()
    other.page.themeColor = '#000000'
    const { store } = editor(storage)
    store.getState().load(9, other, 1)
    expect(store.getState().past).toEqual([])
    const reloaded = editor(storage).store
    reloaded.getState().load(9, sampleDoc(), 1)
    expect(reloaded.getState().past).toEqual([entry])
  })
})
