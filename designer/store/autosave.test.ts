import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DesignerApiError } from '../api/client.ts'
import {
  SAVE_DEBOUNCE_MS,
  hasUnsavedChanges,
  resolveConflict,
  retry,
  startAutosave,
  type DraftSaver,
} from './autosave.ts'
import type { EditorStore } from './editor-store.ts'
import { json, loadedStore, sampleDoc } from './test-doc.ts'
import { findWidget } from './tree.ts'
import type { HistoryChange, SavedDraft } from '../../schemas/api/designer.ts'
import { applyPatch } from '../../schemas/json-patch.ts'
import type { Doc } from './types.ts'

interface Call {
  kind: 'patch' | 'whole'
  /** The document the server holds once the call succeeds. */
  doc: Doc
  revision: number
  history: HistoryChange
  resolve: (revision: number) => void
  reject: (error: unknown) => void
}

/**
 * A server whose answers the test gives by hand. It keeps the draft and history as the real one
 * does: a patch applies to the last draft it accepted, history spans to the last history.
 */
function fakeServer(start: Doc = sampleDoc()) {
  const calls: Call[] = []
  let held = JSON.parse(JSON.stringify(start)) as Doc
  let history = { past: [] as unknown[], future: [] as unknown[] }
  const take = (kind: Call['kind'], doc: Doc, revision: number, change: HistoryChange) =>
    new Promise<SavedDraft>((resolve, reject) =>
      calls.push({
        kind,
        doc,
        revision,
        history: change,
        resolve: (next) => {
          held = doc
          history = {
            past: [...history.past.slice(change.past.from, change.past.to), ...change.past.add],
            future: [...history.future.slice(change.future.from, change.future.to), ...change.future.add],
          }
          resolve({
            revision: next,
            updated_at: 0,
            history: { past: history.past.length, future: history.future.length },
          })
        },
        reject,
      }),
    )
  const api: DraftSaver = {
    saveDraft: (_id, doc, revision, change) => take('whole', JSON.parse(JSON.stringify(doc)), revision, change),
    patchDraft: (_id, body) => take('patch', applyPatch(held, body.patch), body.revision, body.history),
  }
  return { api, calls, history: () => history }
}

const type = (store: EditorStore, text: string) => store.getState().setField('text', '/text', text)
const settle = () => vi.advanceTimersByTimeAsync(0)

/** Types `text`, then waits the autosave's 800 ms pause. */
async function typeAndWait(store: EditorStore, text: string) {
  type(store, text)
  await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
}

describe('autosave', () => {
  let stop: (() => void) | null = null
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    stop?.()
    vi.useRealTimers()
  })

  /** A loaded store whose autosave runs until the test ends, and the fake server's calls. */
  function started() {
    const store = loadedStore()
    const { api, calls, history } = fakeServer()
    stop = startAutosave(api, { store })
    return { store, calls, history }
  }

  it('saves 800 ms after the last edit, with the revision the draft is based on', async () => {
    const { store, calls } = started()
    type(store, '一')
    expect(store.getState().saveState).toBe('dirty')
    expect(hasUnsavedChanges(store)).toBe(true)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(1)
    expect(calls[0].revision).toBe(1)
    expect(store.getState().saveState).toBe('saving')
    calls[0].resolve(2)
    await settle()
    expect(store.getState()).toMatchObject({ saveState: 'saved', revision: 2 })
    expect(hasUnsavedChanges(store)).toBe(false)
  })

  it('saves at most 2 s after the first unsaved edit while editing goes on', async () => {
    const { store, calls } = started()
    for (let i = 0; i < 10; i++) {
      type(store, `第${i}字`)
      await vi.advanceTimersByTimeAsync(300)
      if (calls.length) break
    }
    // Edits every 300 ms never leave an 800 ms pause: the save goes at 2 s, with the 7th edit (at 1.8 s).
    expect(calls).toHaveLength(1)
    expect(findWidget(calls[0].doc, 'text')?.widget.text).toBe('第6字')
  })

  it('sends one request at a time and saves edits made while saving right after', async () => {
    const { store, calls } = started()
    await typeAndWait(store, '一')
    type(store, '一二')
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(1)
    expect(store.getState().saveState).toBe('saving')
    calls[0].resolve(2)
    await settle()
    expect(calls).toHaveLength(2)
    expect(calls[1].revision).toBe(2)
    expect(findWidget(calls[1].doc, 'text')?.widget.text).toBe('一二')
    calls[1].resolve(3)
    await settle()
    expect(store.getState()).toMatchObject({ saveState: 'saved', revision: 3 })
  })

  it('shows a failure and saves again on retry', async () => {
    const { store, calls } = started()
    await typeAndWait(store, '一')
    calls[0].reject(new DesignerApiError(0, 'NETWORK', '网络连接失败，请检查网络后重试'))
    await settle()
    expect(store.getState().saveState).toBe('error')
    expect(hasUnsavedChanges(store)).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(1)
    const retried = retry()
    expect(calls).toHaveLength(2)
    calls[1].resolve(2)
    await retried
    expect(store.getState().saveState).toBe('saved')
  })

  it('on 409 keeps the local document, stops saving, and 覆盖保存 saves it on the server revision', async () => {
    const { store, calls } = started()
    await typeAndWait(store, '我的版本')
    calls[0].reject(new DesignerApiError(409, 'DRAFT_STALE', '草稿已被修改', 7))
    await settle()
    expect(store.getState()).toMatchObject({ saveState: 'conflict', conflictRevision: 7 })
    expect(hasUnsavedChanges(store)).toBe(true)
    type(store, '我的版本2')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(1)
    expect(store.getState().saveState).toBe('conflict')
    const overwritten = resolveConflict('overwrite')
    expect(calls).toHaveLength(2)
    expect(calls[1]).toMatchObject({ kind: 'whole', revision: 7 })
    expect(calls[1].history.past).toMatchObject({ from: 0, to: 0 })
    expect(calls[1].history.past.add).toEqual(store.getState().past)
    expect(findWidget(calls[1].doc, 'text')?.widget.text).toBe('我的版本2')
    calls[1].resolve(8)
    await overwritten
    expect(store.getState()).toMatchObject({ saveState: 'saved', revision: 8, conflictRevision: null })
  })

  it('on 409, 重新加载 takes the server draft as one step that undo takes back', async () => {
    const { store, calls } = started()
    await typeAndWait(store, '我的版本')
    const mine = json(store.getState().doc)
    calls[0].reject(new DesignerApiError(409, 'DRAFT_STALE', '草稿已被修改', 7))
    await settle()
    const theirs = sampleDoc()
    theirs.page.backgroundColor = '#FFFFFF'
    await resolveConflict('reload', { config: theirs, revision: 7 })
    expect(json(store.getState().doc)).toBe(json(theirs))
    expect(store.getState()).toMatchObject({ saveState: 'saved', revision: 7 })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(1)
    expect(store.getState().past.at(-1)?.label).toBe('重新加载页面')

    store.getState().undo()
    expect(json(store.getState().doc)).toBe(mine)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(calls).toHaveLength(2)
    expect(calls[1].revision).toBe(7)
    expect(json(calls[1].doc)).toBe(mine)
  })

  it('sends what changed as a patch on its revision, with the new undo step only', async () => {
    const { store, calls, history } = started()
    await typeAndWait(store, '一')
    expect(calls[0]).toMatchObject({ kind: 'patch', revision: 1 })
    expect(calls[0].history).toEqual({
      past: { from: 0, to: 0, add: [store.getState().past[0]] },
      future: { from: 0, to: 0, add: [] },
    })
    calls[0].resolve(2)
    await settle()

    // A step of its own (the typing burst is over), then an undo: one step is sent each time.
    await vi.advanceTimersByTimeAsync(2000)
    store.getState().select('text')
    store.getState().nudge(1, 0)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(calls[1].history.past).toEqual({ from: 0, to: 1, add: [store.getState().past[1]] })
    calls[1].resolve(3)
    await settle()
    store.getState().undo()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(calls[2].history).toEqual({
      past: { from: 0, to: 1, add: [] },
      future: { from: 0, to: 0, add: [store.getState().future[0]] },
    })
    calls[2].resolve(4)
    await settle()
    expect(history()).toEqual({ past: store.getState().past, future: store.getState().future })
    expect(store.getState().serverHistory).toEqual({ past: store.getState().past, future: store.getState().future })
    expect(json(calls[2].doc)).toBe(json(store.getState().doc))
  })

  it('sends the whole page and history when the server cannot apply the patch', async () => {
    const { store, calls } = started()
    await typeAndWait(store, '一')
    calls[0].reject(new DesignerApiError(409, 'DRAFT_PATCH_MISMATCH', '草稿修改与服务器上的草稿对不上，请重新保存整页'))
    await settle()
    expect(calls).toHaveLength(2)
    expect(calls[1]).toMatchObject({ kind: 'whole', revision: 1 })
    expect(calls[1].history.past.add).toEqual(store.getState().past)
    calls[1].resolve(2)
    await settle()
    expect(store.getState()).toMatchObject({ saveState: 'saved', revision: 2 })
  })

  it('does not save a freshly loaded draft, and stops when asked', async () => {
    const store = loadedStore()
    const { api, calls } = fakeServer()
    const handle = startAutosave(api, { store })
    store.getState().load(8, sampleDoc(), 4)
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(0)
    handle()
    type(store, '停止后')
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(0)
  })
})

describe('autosave across pages', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('ignores the answer to a save of a page that is no longer open', async () => {
    const store = loadedStore()
    const { api, calls } = fakeServer()
    const stop = startAutosave(api, { store })
    await typeAndWait(store, '旧页面')
    store.getState().load(8, sampleDoc(), 4)
    calls[0].resolve(2)
    await settle()
    expect(store.getState()).toMatchObject({ templateId: 8, revision: 4, saveState: 'saved' })
    stop()
  })
})
