import { create } from 'zustand'
import { pageDefaults } from '../../schemas/page.ts'
import { pasteCommand } from './clipboard.ts'
import { affectedWidget } from './affected.ts'
import { groupDelete } from './commands/group-delete.ts'
import { groupNudge } from './commands/group-move.ts'
import { applyCommand, commandLabel, invertCommand, isNoopCommand, prepareCommand } from './commands/index.ts'
import { withFieldEffects } from './field-effects.ts'
import { boundsOf, nudged } from './geometry.ts'
import { record } from './history.ts'
import { withReflow } from './reflow.ts'
import { findWidget } from './tree.ts'
import type { Command, Doc, DraftWidget, EditorMode, HistoryEntry, HistoryLists, SaveState } from './types.ts'
import { widgetName } from './widget-name.ts'

/**
 * The designer's editor state: the document, selection, history and save state in one zustand
 * store, read through narrow selectors (selectors.ts). Every change of the document goes through
 * `dispatch`, so every change is one undoable history entry.
 */

export interface FocusRequest {
  /** The widget whose field to focus, or null for the page settings. */
  uuid: string | null
  path: string
}

export interface EditorState {
  templateId: number | null
  doc: Doc
  /** The server draft revision `doc` is based on (sent with the next save). */
  revision: number
  /** The primary selection: it drives the inspector and the edit toolbar. */
  selectedId: string | null
  /** Every selected widget (Shift/Ctrl+click, the canvas's marquee), the primary one included, in selecting order. */
  selectedIds: string[]
  mode: EditorMode
  saveState: SaveState
  past: HistoryEntry[]
  future: HistoryEntry[]
  clipboard: DraftWidget | null
  focusRequest: FocusRequest | null
  /** The document the server is known to hold. */
  savedDoc: Doc
  /** The document the save in flight is sending. */
  savingDoc: Doc | null
  /** The revision a refused save (409) reported as current. */
  conflictRevision: number | null
  /** Set by load, undo and redo: the next edit starts a new entry instead of merging. */
  sealed: boolean
  /**
   * The undo history as the server holds it with the draft (the entries are the very objects of
   * `past` and `future`), so a save sends only what changed (history-sync.ts).
   */
  serverHistory: HistoryLists
  /** The server's draft is not `savedDoc` (after 覆盖保存): the next save sends the whole document. */
  wholeSave: boolean

  /**
   * Opens a draft with the undo history the server keeps with it (`held`: what the server holds
   * of it, when that is not all of `history`).
   */
  load(templateId: number, doc: Doc, revision: number, history?: HistoryLists, held?: HistoryLists): void
  dispatch(command: Command, label?: string): void
  /** Writes one field (a JSON pointer into a widget, or into the page with target 'page'). */
  setField(target: string, path: string, value: unknown, label?: string): void
  undo(): void
  redo(): void
  select(uuid: string | null): void
  /** Shift/Ctrl+click: adds the widget to the selection as its primary one, or takes it out. */
  toggleSelect(uuid: string): void
  /** Selects these widgets (the marquee); the last one is the primary. */
  selectMany(uuids: string[]): void
  setMode(mode: EditorMode): void
  copy(): void
  paste(): void
  duplicate(): void
  deleteSelected(): void
  nudge(dx: number, dy: number): void
  focusField(uuid: string | null, path: string): void
  clearFocusRequest(): void
  markSaving(): void
  /** `serverHistory`: the history the server now holds, when the save carried it. */
  markSaved(revision: number, serverHistory?: HistoryLists): void
  markError(): void
  markConflict(serverRevision: number): void
  /**
   * Takes the server's draft after a conflict, as one undoable step; it is what the server holds.
   * The history that leads to it here is this editor's, and the next save puts it on the server.
   */
  reloadFromServer(doc: Doc, revision: number): void
  /** 覆盖保存 after a conflict: the next save sends the whole document and history over the server's. */
  overwriteServer(serverRevision: number): void
}

export const emptyDoc = (): Doc => ({ page: pageDefaults(), widgets: [] })

const noHistory = (): HistoryLists => ({ past: [], future: [] })

/** An edit during a save or a conflict keeps that state; autosave looks at the document itself. */
const afterEdit = (state: SaveState): SaveState => (state === 'saving' || state === 'conflict' ? state : 'dirty')

const existing = (doc: Doc, uuid: string | null): string | null =>
  uuid !== null && findWidget(doc, uuid) ? uuid : null

/** One widget selected, or none. */
const single = (doc: Doc, uuid: string | null) => {
  const selectedId = existing(doc, uuid)
  return { selectedId, selectedIds: selectedId === null ? [] : [selectedId] }
}

/** The selection after an edit: the widgets still there, the primary one kept (or the last left). */
function kept(doc: Doc, selectedIds: readonly string[], selectedId: string | null) {
  const ids = selectedIds.filter((uuid) => existing(doc, uuid) !== null)
  const primary = existing(doc, selectedId)
  if (primary === null) return { selectedId: ids.at(-1) ?? null, selectedIds: ids }
  return { selectedId: primary, selectedIds: ids.includes(primary) ? ids : [...ids, primary] }
}

export function createEditorStore() {
  return create<EditorState>()((set, get) => {
    /** Moves the document along one history step in either direction. */
    function step(entry: HistoryEntry, command: Command, past: HistoryEntry[], future: HistoryEntry[]) {
      const state = get()
      const doc = applyCommand(state.doc, command)
      const affected = existing(doc, affectedWidget(entry.command))
      // A step of a group the selection still holds keeps the group selected.
      const selection =
        affected === null
          ? kept(doc, state.selectedIds, state.selectedId)
          : state.selectedIds.includes(affected)
            ? kept(doc, state.selectedIds, affected)
            : single(doc, affected)
      set({ doc, past, future, sealed: true, ...selection, saveState: afterEdit(state.saveState) })
    }

    return {
      templateId: null,
      doc: emptyDoc(),
      revision: 0,
      selectedId: null,
      selectedIds: [],
      mode: 'design',
      saveState: 'saved',
      past: [],
      future: [],
      clipboard: null,
      focusRequest: null,
      savedDoc: emptyDoc(),
      savingDoc: null,
      conflictRevision: null,
      sealed: true,
      serverHistory: noHistory(),
      wholeSave: false,

      load(templateId, doc, revision, history = noHistory(), held = history) {
        set({
          templateId,
          doc,
          revision,
          savedDoc: doc,
          savingDoc: null,
          conflictRevision: null,
          saveState: 'saved',
          selectedId: null,
          selectedIds: [],
          focusRequest: null,
          mode: 'design',
          past: history.past,
          future: history.future,
          serverHistory: held,
          wholeSave: false,
          sealed: true,
        })
      },

      dispatch(command, label) {
        const state = get()
        const prepared = prepareCommand(state.doc, command)
        if (!prepared) return
        const effective = withReflow(state.doc, withFieldEffects(state.doc, prepared))
        if (isNoopCommand(effective)) return
        const doc = applyCommand(state.doc, effective)
        const entry: HistoryEntry = {
          command: effective,
          label: label ?? commandLabel(state.doc, effective),
          at: Date.now(),
        }
        set({
          doc,
          past: record(state.past, entry, !state.sealed),
          future: [],
          sealed: false,
          ...kept(doc, state.selectedIds, state.selectedId),
          saveState: afterEdit(state.saveState),
        })
      },

      setField(target, path, value, label) {
        get().dispatch({ kind: 'update-field', target, path, before: undefined, after: value }, label)
      },

      undo() {
        const { past, future } = get()
        const entry = past.at(-1)
        if (entry) step(entry, invertCommand(entry.command), past.slice(0, -1), [...future, entry])
      },

      redo() {
        const { past, future } = get()
        const entry = future.at(-1)
        if (entry) step(entry, entry.command, [...past, entry], future.slice(0, -1))
      },

      select(uuid) {
        set(single(get().doc, uuid))
      },

      toggleSelect(uuid) {
        const { doc, selectedIds, selectedId } = get()
        if (existing(doc, uuid) === null) return
        if (!selectedIds.includes(uuid)) {
          set({ selectedId: uuid, selectedIds: [...selectedIds, uuid] })
          return
        }
        const rest = selectedIds.filter((id) => id !== uuid)
        set({ selectedIds: rest, selectedId: selectedId === uuid ? (rest.at(-1) ?? null) : selectedId })
      },

      selectMany(uuids) {
        const { doc } = get()
        const ids = [...new Set(uuids)].filter((uuid) => existing(doc, uuid) !== null)
        set({ selectedIds: ids, selectedId: ids.at(-1) ?? null })
      },

      setMode(mode) {
        set({ mode })
      },

      copy() {
        const { doc, selectedId } = get()
        const widget = selectedId ? findWidget(doc, selectedId)?.widget : undefined
        if (widget) set({ clipboard: widget })
      },

      paste() {
        const { doc, clipboard, selectedId, dispatch } = get()
        if (!clipboard) return
        const command = pasteCommand(doc, clipboard, selectedId)
        dispatch(command)
        set(single(get().doc, command.widget.uuid))
      },

      duplicate() {
        const { doc, selectedId, dispatch } = get()
        const widget = selectedId ? findWidget(doc, selectedId)?.widget : undefined
        if (!widget) return
        const command = pasteCommand(doc, widget, selectedId)
        dispatch(command, `复制${widgetName(widget.type)}`)
        set(single(get().doc, command.widget.uuid))
      },

      deleteSelected() {
        const { doc, selectedId, selectedIds, dispatch } = get()
        if (selectedIds.length > 1) {
          const command = groupDelete(doc, selectedIds)
          if (command) dispatch(command)
          set(single(get().doc, null))
          return
        }
        const found = selectedId ? findWidget(doc, selectedId) : null
        if (!found) return
        dispatch({ kind: 'delete', widget: found.widget, at: { parentId: found.parentId, index: found.index } })
        // Spec 4: deleting a free panel's child selects the panel.
        set(single(get().doc, found.parentId))
      },

      nudge(dx, dy) {
        const { doc, selectedId, selectedIds, dispatch } = get()
        if (selectedIds.length > 1) {
          const command = groupNudge(doc, selectedIds, dx, dy)
          if (command) dispatch(command)
          return
        }
        const found = selectedId ? findWidget(doc, selectedId) : null
        const to = found ? nudged(found.widget, dx, dy, boundsOf(doc, found.parentId)) : null
        if (found && to)
          dispatch({
            kind: 'move',
            uuid: found.widget.uuid,
            from: { x: found.widget.x, y: found.widget.y },
            to,
            nudge: true,
          })
      },

      focusField(uuid, path) {
        set({ ...single(get().doc, uuid), focusRequest: { uuid, path } })
      },

      clearFocusRequest() {
        set({ focusRequest: null })
      },

      markSaving() {
        set({ saveState: 'saving', savingDoc: get().doc })
      },

      markSaved(revision, serverHistory) {
        const state = get()
        const savedDoc = state.savingDoc ?? state.doc
        set({
          revision,
          savedDoc,
          savingDoc: null,
          saveState: state.doc === savedDoc ? 'saved' : 'dirty',
          serverHistory: serverHistory ?? state.serverHistory,
          wholeSave: false,
        })
      },

      markError() {
        set({ saveState: 'error', savingDoc: null })
      },

      markConflict(serverRevision) {
        set({ saveState: 'conflict', conflictRevision: serverRevision, savingDoc: null })
      },

      reloadFromServer(doc, revision) {
        const state = get()
        const command = prepareCommand(state.doc, { kind: 'replace', before: state.doc, after: doc })
        const changed = command !== null && !isNoopCommand(command)
        const entry: HistoryEntry | null = changed
          ? { command, label: commandLabel(state.doc, command), at: Date.now() }
          : null
        set({
          doc: changed ? doc : state.doc,
          revision,
          savedDoc: changed ? doc : state.doc,
          savingDoc: null,
          conflictRevision: null,
          saveState: 'saved',
          past: entry ? record(state.past, entry, false) : state.past,
          future: entry ? [] : state.future,
          // The server's history leads to the other editor's steps: ours replaces it.
          serverHistory: noHistory(),
          sealed: true,
          ...kept(doc, state.selectedIds, state.selectedId),
        })
      },

      overwriteServer(serverRevision) {
        set({
          revision: serverRevision,
          conflictRevision: null,
          saveState: 'dirty',
          serverHistory: noHistory(),
          wholeSave: true,
        })
      },
    }
  })
}

export const useEditor = createEditorStore()

/** The same store for code outside React (keyboard shortcuts, autosave, tests). */
export const editorStore = useEditor

export type EditorStore = typeof useEditor
