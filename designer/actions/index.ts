import { copyAction, duplicateAction, pasteAction } from './clipboard.ts'
import { redoAction, undoAction } from './history.ts'
import { matchesBinding, type KeyPress } from './key-match.ts'
import { deleteAction, deselectAction, nudgeAction, nudgeFarAction } from './selection.ts'
import type { EditorAction } from './types.ts'

export type { EditorAction } from './types.ts'
export { undoAction, redoAction } from './history.ts'
export { performAction } from './perform.ts'

/** Every editor action, in the order the 快捷键 list shows them. */
export const EDITOR_ACTIONS: readonly EditorAction[] = [
  undoAction,
  redoAction,
  copyAction,
  pasteAction,
  duplicateAction,
  deleteAction,
  nudgeAction,
  nudgeFarAction,
  deselectAction,
]

/** The action a key press is bound to, if any (available or not). */
export function actionForKey(event: KeyPress): EditorAction | undefined {
  return EDITOR_ACTIONS.find((action) => action.keys.some((binding) => matchesBinding(binding, event)))
}
