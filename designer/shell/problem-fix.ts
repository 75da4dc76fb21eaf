import type { Problem } from '../../schemas/api/designer.ts'
import { editorStore } from '../store/editor-store.ts'
import { geometryOf } from '../store/geometry.ts'
import { findWidget } from '../store/tree.ts'

/** The label of a problem's one-click repair. */
export const FIT_HEIGHT_LABEL = '适应内容高度'

/**
 * Applies a problem's fix: 适应内容高度 resizes the widget to the height that shows all its
 * content, as one undoable step (the store's reflow moves the widgets below).
 */
export function applyFix(problem: Problem): void {
  if (problem.fix?.kind !== 'fit-height') return
  const editor = editorStore.getState()
  const found = findWidget(editor.doc, problem.uuid)
  if (!found) return
  const from = geometryOf(found.widget)
  editor.dispatch(
    { kind: 'resize', uuid: problem.uuid, from, to: { ...from, height: problem.fix.height } },
    FIT_HEIGHT_LABEL,
  )
}
