import { useEffect } from 'react'
import { actionForKey } from '../actions/index.ts'
import { keyPlace } from '../actions/key-place.ts'
import { rememberFocus } from '../actions/regions.ts'
import { editorStore } from '../store/editor-store.ts'

export interface ShortcutOptions {
  /** Off while the editor is not ready. */
  enabled: boolean
  /** Delete/Backspace ask first: the editor shows its confirm and deletes on 确定. */
  onDeleteRequest: () => void
}

/**
 * The editor's keyboard: each key press runs the action bound to it (designer/actions/) where the
 * key was pressed (the canvas, a widget's frame, the inspector, anywhere) when that action is
 * available now; otherwise the key stays the browser's. Keys typed into a field stay the field's
 * (except Escape and F6), keys inside a dialog the dialog's, and a key a control already handled
 * (a menu's arrows) is left alone. It also notes where the focus goes, for F6 to come back to.
 */
export function useShortcuts({ enabled, onDeleteRequest }: ShortcutOptions): void {
  useEffect(() => {
    if (!enabled) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return
      const place = keyPlace(event.target)
      if (place.dialog) return
      const action = actionForKey(event, place)
      const editor = editorStore.getState()
      if (!action || (action.enabled && !action.enabled(editor))) return
      event.preventDefault()
      action.perform({ editor, requestDelete: onDeleteRequest, key: event.key, shift: event.shiftKey })
    }
    function onFocus(event: FocusEvent) {
      rememberFocus(event.target)
    }
    window.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocus)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocus)
    }
  }, [enabled, onDeleteRequest])
}
