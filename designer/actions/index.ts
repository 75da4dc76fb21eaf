import { copyAction, duplicateAction, pasteAction } from './clipboard.ts'
import { backToCanvasAction, editAction, nextRegionAction, previousRegionAction } from './focus.ts'
import { helpAction } from './help.ts'
import { redoAction, undoAction } from './history.ts'
import { NOWHERE, inScope, type KeyPlace } from './key-place.ts'
import { matchesBinding, type KeyPress } from './key-match.ts'
import { resizeAction, resizeFarAction } from './resize.ts'
import { deleteAction, deselectAction, nudgeAction, nudgeFarAction } from './selection.ts'
import type { EditorAction } from './types.ts'
import { zoomActualAction, zoomFitAction } from './zoom.ts'

export type { EditorAction } from './types.ts'
export { undoAction, redoAction } from './history.ts'
export { performAction } from './perform.ts'
export { onHelpRequest } from './help.ts'
export { registerZoomKeys } from './zoom.ts'

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
  resizeAction,
  resizeFarAction,
  editAction,
  backToCanvasAction,
  deselectAction,
  nextRegionAction,
  previousRegionAction,
  zoomActualAction,
  zoomFitAction,
  helpAction,
]

/**
 * The action a key press at `place` is bound to, if any (available or not). A key typed into a
 * field belongs to the field unless the action says otherwise; with no place, the press is on the
 * canvas with nothing focused.
 */
export function actionForKey(event: KeyPress, place: KeyPlace = NOWHERE): EditorAction | undefined {
  return EDITOR_ACTIONS.find(
    (action) =>
      inScope(action.scope ?? 'editor', place) &&
      (!place.field || action.inFields === true) &&
      action.keys.some((binding) => matchesBinding(binding, event)),
  )
}
