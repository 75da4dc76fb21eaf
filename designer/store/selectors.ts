import { useShallow } from 'zustand/react/shallow'
import { useEditor, type EditorState } from './editor-store.ts'
import { findWidget } from './tree.ts'
import type { DraftWidget } from './types.ts'

/**
 * Narrow reads of the editor store. Each returns a value that keeps its identity while the thing
 * it names is unchanged (a widget object, a boolean, a string), so a selection change re-renders
 * the widget that lost it and the one that got it, not the page.
 */

export { findWidget }

export const canUndo = (state: EditorState): boolean => state.past.length > 0
export const canRedo = (state: EditorState): boolean => state.future.length > 0

export const selectedWidget = (state: EditorState): DraftWidget | null =>
  state.selectedId === null ? null : (findWidget(state.doc, state.selectedId)?.widget ?? null)

export const useWidgetById = (uuid: string): DraftWidget | null =>
  useEditor((state) => findWidget(state.doc, uuid)?.widget ?? null)

/** Whether the widget is the primary selection (the one the inspector and the edit toolbar serve). */
export const useIsSelected = (uuid: string): boolean => useEditor((state) => state.selectedId === uuid)

/** Whether the widget is one of several selected (Shift/Ctrl+click, the marquee). */
export const isInSelection = (state: EditorState, uuid: string): boolean =>
  state.selectedIds.length > 1 && state.selectedIds.includes(uuid)

export const useIsInSelection = (uuid: string): boolean => useEditor((state) => isInSelection(state, uuid))

/** How many widgets are selected. */
export const useSelectionCount = (): number => useEditor((state) => state.selectedIds.length)

/** The page's widget uuids in order, for lists that must not re-render on every field edit. */
export const useWidgetIds = (): string[] =>
  useEditor(useShallow((state) => state.doc.widgets.map((widget) => widget.uuid)))

export const useCanUndo = (): boolean => useEditor(canUndo)
export const useCanRedo = (): boolean => useEditor(canRedo)
