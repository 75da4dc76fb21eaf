import { useEffect } from 'react'
import type { DraftConfig } from '../../schemas/api/designer.ts'
import { designerApi } from '../api/client.ts'
import { editorStore } from '../store/editor-store.ts'
import { clearResolved, takeResolved } from './resolved-data.ts'

/** Edits come in bursts (typing, nudging); the server resolves the draft once they pause. */
export const RESOLVE_DELAY_MS = 500

/**
 * Keeps the canvas's live data current: the draft is resolved by the server when the editor opens
 * and ~500 ms after each pause in editing. Answers to superseded requests are ignored; a failed
 * request leaves the last data (or the stored one) on the canvas.
 */
export function useResolvedDraft(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let sequence = 0

    const resolve = () => {
      const { templateId, doc } = editorStore.getState()
      const request = ++sequence
      if (templateId === null) return
      designerApi
        .resolve(templateId, doc as unknown as DraftConfig)
        .then((answer) => {
          if (request === sequence) takeResolved(doc.widgets, answer.widgets)
        })
        .catch(() => undefined)
    }

    const unsubscribe = editorStore.subscribe((state, previous) => {
      if (state.templateId !== previous.templateId) {
        clearTimeout(timer)
        clearResolved()
        resolve()
      } else if (state.doc !== previous.doc) {
        clearTimeout(timer)
        timer = setTimeout(resolve, RESOLVE_DELAY_MS)
      }
    })
    resolve()
    return () => {
      clearTimeout(timer)
      sequence++
      unsubscribe()
    }
  }, [])
}
