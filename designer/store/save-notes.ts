import { create } from 'zustand'
import type { Problem } from '../../schemas/api/designer.ts'

/**
 * What the server said about the last saved draft: the keys it took out because no widget schema
 * lists them (「已移除未知字段：…」, one warning per widget). The problems panel lists them beside
 * the draft's own problems until the next save of the same page answers.
 */
export interface SaveNotes {
  templateId: number | null
  notes: Problem[]
}

export const saveNotesStore = create<SaveNotes>()(() => ({ templateId: null, notes: [] }))

/** Kept from a save answer of `templateId` (an answer without notes clears them). */
export function keepSaveNotes(templateId: number, notes: Problem[] | undefined): void {
  saveNotesStore.setState({ templateId, notes: notes ?? [] })
}

const NONE: Problem[] = []

/** The notes of the page being edited. */
export const useSaveNotes = (templateId: number): Problem[] =>
  saveNotesStore((state) => (state.templateId === templateId ? state.notes : NONE))
