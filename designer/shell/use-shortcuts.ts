import { useEffect } from 'react'
import { editorStore } from '../store/editor-store.ts'

export interface ShortcutOptions {
  /** Off while the editor is not ready. */
  enabled: boolean
  /** Delete/Backspace ask first: the editor shows its confirm and deletes on 确定. */
  onDeleteRequest: () => void
}

const NUDGES: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
}

/** Keys typed into a field, or inside a dialog, belong to that field or dialog, not to the canvas. */
function belongsElsewhere(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null
  if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]'))
    return true
  if (target instanceof HTMLElement && target.isContentEditable) return true
  return document.querySelector('[aria-modal="true"]') !== null
}

/**
 * The editor's keyboard: undo/redo, copy/paste/duplicate, delete, nudge, deselect (see
 * shortcuts.ts). In preview only undo and redo apply: nothing is selected there.
 */
export function useShortcuts({ enabled, onDeleteRequest }: ShortcutOptions): void {
  useEffect(() => {
    if (!enabled) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || belongsElsewhere(event)) return
      const editor = editorStore.getState()
      const mod = event.ctrlKey || event.metaKey
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
      const handled = (run: () => void) => {
        event.preventDefault()
        run()
      }

      if (mod && !event.altKey) {
        if (key === 'z') return handled(event.shiftKey ? editor.redo : editor.undo)
        if (key === 'y') return handled(editor.redo)
        if (editor.mode !== 'design') return
        if (key === 'd') return handled(editor.duplicate)
        if (key === 'v') return handled(editor.paste)
        // Without a selection Ctrl+C stays the browser's, for copying text off the page.
        if (key === 'c' && editor.selectedId) return handled(editor.copy)
        return
      }
      if (editor.mode !== 'design' || event.altKey) return
      if (key === 'Escape' && editor.selectedId) return handled(() => editor.select(null))
      if (!editor.selectedId) return
      if (key === 'Delete' || key === 'Backspace') return handled(onDeleteRequest)
      const nudge = NUDGES[key]
      if (nudge) {
        const step = event.shiftKey ? 10 : 1
        handled(() => editor.nudge(nudge[0] * step, nudge[1] * step))
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [enabled, onDeleteRequest])
}
