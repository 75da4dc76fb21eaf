import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Problem } from '../../schemas/api/designer.ts'
import { SAVE_DEBOUNCE_MS, startAutosave } from './autosave.ts'
import { saveNotesStore } from './save-notes.ts'
import { loadedStore } from './test-doc.ts'

/** A save answer's notes (keys the server took out) reach the problems panel's list, per page. */

const note: Problem = {
  uuid: 'w1',
  widget: 'W0011',
  path: '',
  message: '已移除未知字段：onClick、style',
  severity: 'warning',
}

describe('save notes', () => {
  let stop: (() => void) | null = null
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    stop?.()
    vi.useRealTimers()
  })

  it('keeps the notes of the last save answer of the page and drops them when the next has none', async () => {
    const answers = [
      { revision: 2, updated_at: 0, notes: [note] },
      { revision: 3, updated_at: 0 },
    ]
    const store = loadedStore(undefined, 7)
    const answer = async () => answers.shift() ?? { revision: 9, updated_at: 0 }
    stop = startAutosave({ saveDraft: answer, patchDraft: answer }, { store })

    store.getState().setField('text', '/text', '一')
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(saveNotesStore.getState()).toEqual({ templateId: 7, notes: [note] })
    expect(store.getState().saveState).toBe('saved')

    store.getState().setField('text', '/text', '二')
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(saveNotesStore.getState()).toEqual({ templateId: 7, notes: [] })
  })
})
