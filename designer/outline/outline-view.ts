import { create } from 'zustand'

/**
 * How the outline and the canvas show the page, not part of the document: whether hidden widgets
 * are drawn (dimmed) on the canvas, and the outline's search text.
 */
export interface OutlineView {
  showHidden: boolean
  query: string
}

export const useOutlineView = create<OutlineView>(() => ({ showHidden: true, query: '' }))
