import { useEffect } from 'react'
import { actionForKey } from '../actions/index.ts'
import { editorStore } from '../store/editor-store.ts'

export interface ShortcutOptions {
  /** Off while the editor is not ready. */
  enabled: boolean
  /** Delete/Backspace ask first: the editor shows its confirm and deletes on 确定. */
  onDeleteRequest: () => void
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
 * The editor's keyboard: each key press runs the action bound to it (designer/actions/) when that
 * action is available now; otherwise the key stays the browser's.
 */
export function useShortcuts({ enabled, onDeleteRequest }: ShortcutOptions): void {
  useEffect(() => {
    if (!enabled) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || belongsElsewhere(event)) return
      const action = actionForKey(event)
      const editor = editorStore.getState()
      if (!action || (action.enabled && !action.enabled(editor))) return
      event.preventDefault()
      action.perform({ editor, requestDelete: onDeleteRequest, key: event.key })
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [enabled, onDeleteRequest])
}
