import type { DraftAnswer } from '../../schemas/api/designer.ts'
import { designerApi } from '../api/client.ts'

/**
 * The draft of the page the designer opens on, asked for as the designer starts, beside the
 * session check and the editor's code rather than after them: on a big page the answer is ready
 * when the editor is. An answer that failed (signed out, say) is not kept: the editor asks again.
 */

let early: { id: number; answer: Promise<DraftAnswer> } | null = null

export function prefetchDraft(id: number): void {
  const answer = designerApi.draft(id)
  // Read (or replaced) by the editor; a failure here is the editor's to report when it asks itself.
  answer.catch(() => undefined)
  early = { id, answer }
}

/** The draft of page `id`: the early answer once, when there is one for it, else a new request. */
export function openDraft(id: number): Promise<DraftAnswer> {
  const kept = early?.id === id ? early.answer : null
  early = null
  return kept ? kept.catch(() => designerApi.draft(id)) : designerApi.draft(id)
}
