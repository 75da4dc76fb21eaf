import { editorStore } from '../store/editor-store.ts'
import type { EditorAction } from './types.ts'

/** Runs an action from a button, on the editor as it is now. */
export function performAction(action: EditorAction, requestDelete: () => void = () => undefined): void {
  action.perform({ editor: editorStore.getState(), requestDelete, key: '' })
}
