import type { DraftConfig, HistoryChange, PatchDraftBody, SavedDraft } from '../../schemas/api/designer.ts'
import { asDoc } from './doc.ts'
import { docPatch } from './doc-patch.ts'
import { editorStore, type EditorStore } from './editor-store.ts'
import { heldAfterSave, historyChange, wholeHistory } from './history-sync.ts'
import { keepSaveNotes } from './save-notes.ts'
import type { Doc, HistoryLists } from './types.ts'

/**
 * Saves the draft to the server within 2 s of an edit (issue 15 item 8): 800 ms after the last
 * edit, or 2 s after the first unsaved one while editing goes on. One request at a time; edits
 * made while saving are saved right after it. A save sends what changed since the draft the
 * server holds (a JSON Patch, doc-patch.ts) against its revision, with the undo history's change
 * (history-sync.ts); if the patch does not fit the server's draft, the whole page and history
 * are sent instead. A 409 (the draft was saved from another tab or by another operator) stops
 * saving until the operator chooses 重新加载 or 覆盖保存; neither loses the local version.
 */

export const SAVE_DEBOUNCE_MS = 800
export const SAVE_MAX_WAIT_MS = 2000

export interface DraftSaver {
  /** The whole page (PUT), with the history's change. */
  saveDraft(id: number, config: Doc, revision: number, history: HistoryChange): Promise<SavedDraft>
  /** The changes since `revision` (PATCH). */
  patchDraft(id: number, body: PatchDraftBody): Promise<SavedDraft>
}

export interface ServerDraft {
  config: DraftConfig
  revision: number
}

export interface Autosave {
  /** Stops saving (the function itself, so it can be an effect's cleanup). */
  (): void
  /** Saves now (保存失败，点击重试). */
  retry(): Promise<void>
  /** 覆盖保存: saves the local document over the server's newer revision. */
  resolveConflict(choice: 'overwrite'): Promise<void>
  /** 重新加载: takes the server's draft as one undoable step (Ctrl+Z brings the local version back). */
  resolveConflict(choice: 'reload', serverDraft: ServerDraft): Promise<void>
}

let active: Autosave | null = null

const isStale = (error: unknown): error is { status: 409; revision: number } =>
  typeof error === 'object' &&
  error !== null &&
  (error as { status?: unknown }).status === 409 &&
  typeof (error as { revision?: unknown }).revision === 'number'

/** The server could not apply the patch or the history's change to its draft: the whole page goes instead. */
const patchRefused = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ['DRAFT_PATCH_MISMATCH', 'DRAFT_PATCH_INVALID'].includes((error as { code?: unknown }).code as string)

export function startAutosave(api: DraftSaver, options: { store?: EditorStore } = {}): Autosave {
  const store = options.store ?? editorStore
  let timer: ReturnType<typeof setTimeout> | null = null
  let firstEditAt: number | null = null
  let lastEditAt = 0
  let inFlight: Promise<void> | null = null
  let stopped = false

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  const unsaved = () => {
    const state = store.getState()
    return state.templateId !== null && state.doc !== state.savedDoc
  }

  function arm() {
    clearTimer()
    if (stopped || firstEditAt === null) return
    const due = Math.min(lastEditAt + SAVE_DEBOUNCE_MS, firstEditAt + SAVE_MAX_WAIT_MS)
    timer = setTimeout(
      () => {
        timer = null
        void flush()
      },
      Math.max(0, due - Date.now()),
    )
  }

  /** Sends the changes of the current document; one request at a time. */
  async function save(): Promise<void> {
    if (inFlight) return inFlight
    const state = store.getState()
    if (stopped || state.templateId === null) return
    clearTimer()
    firstEditAt = null
    const { templateId, doc, savedDoc, revision, serverHistory, wholeSave } = state
    const sent: HistoryLists = { past: state.past, future: state.future }
    state.markSaving()
    const whole = () => api.saveDraft(templateId, doc, revision, wholeHistory(sent))
    const request = wholeSave
      ? whole()
      : api
          .patchDraft(templateId, {
            revision,
            patch: docPatch(savedDoc, doc),
            history: historyChange(sent, serverHistory),
          })
          .catch((error: unknown) => (patchRefused(error) ? whole() : Promise.reject(error)))
    // An answer that comes back after another template was opened is about a page no longer shown.
    const current = () => (store.getState().templateId === templateId ? store.getState() : null)
    inFlight = request.then(
      (saved) => {
        if (!current()) return
        // Keys the server took out (schemas/strip-unknown.ts) are shown in the problems panel.
        keepSaveNotes(templateId, saved.notes)
        current()?.markSaved(saved.revision, saved.history && heldAfterSave(sent, saved.history))
      },
      (error: unknown) => (isStale(error) ? current()?.markConflict(error.revision) : current()?.markError()),
    )
    await inFlight
    inFlight = null
    if (!stopped && store.getState().saveState === 'dirty' && unsaved()) await save()
  }

  /** Saves if there is anything to save and no conflict waits for the operator. */
  async function flush(): Promise<void> {
    if (inFlight) return
    const state = store.getState()
    if (state.saveState === 'conflict' || !unsaved()) {
      firstEditAt = null
      return
    }
    await save()
  }

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.doc === previous.doc) return
    if (state.templateId !== previous.templateId) {
      clearTimer()
      firstEditAt = null
      return
    }
    if (state.doc === state.savedDoc || state.saveState === 'conflict') return
    const now = Date.now()
    firstEditAt ??= now
    lastEditAt = now
    if (!inFlight) arm()
  })

  async function resolveConflict(choice: 'overwrite' | 'reload', serverDraft?: ServerDraft): Promise<void> {
    const state = store.getState()
    if (state.saveState !== 'conflict') return
    if (choice === 'reload') {
      if (!serverDraft) throw new Error('resolveConflict("reload") needs the server draft')
      clearTimer()
      firstEditAt = null
      state.reloadFromServer(asDoc(serverDraft.config), serverDraft.revision)
      return
    }
    state.overwriteServer(state.conflictRevision ?? state.revision)
    await save()
  }

  const handle: Autosave = Object.assign(
    () => {
      stopped = true
      clearTimer()
      unsubscribe()
      if (active === handle) active = null
    },
    {
      retry: async () => {
        if (store.getState().saveState !== 'conflict') await save()
      },
      resolveConflict: resolveConflict as Autosave['resolveConflict'],
    },
  )
  active = handle
  return handle
}

/** Saves now with the running autosave (the 保存失败，点击重试 indicator). */
export const retry = (): Promise<void> => active?.retry() ?? Promise.resolve()

/** The operator's answer to a 409, for the running autosave. */
export function resolveConflict(choice: 'overwrite'): Promise<void>
export function resolveConflict(choice: 'reload', serverDraft: ServerDraft): Promise<void>
export function resolveConflict(choice: 'overwrite' | 'reload', serverDraft?: ServerDraft): Promise<void> {
  if (!active) return Promise.resolve()
  return choice === 'reload'
    ? active.resolveConflict('reload', serverDraft as ServerDraft)
    : active.resolveConflict('overwrite')
}

/** For the leave-page guard: anything not yet confirmed stored on the server. */
export function hasUnsavedChanges(store: EditorStore = editorStore): boolean {
  return store.getState().saveState !== 'saved'
}
