import { toast } from '../../runtime/components/toast/toast.ts'
import { frameLabel } from '../canvas/frame-label.ts'
import { isLocked } from '../store/commands/group-members.ts'
import type { EditorState } from '../store/editor-store.ts'
import { findWidget } from '../store/tree.ts'

/** What a refused edit of a locked widget says. */
export const LOCKED_MESSAGE = '已锁定'

/** The locked widgets among `uuids` (the selection by default). */
export function lockedAmong(editor: Pick<EditorState, 'doc' | 'selectedIds'>, uuids = editor.selectedIds) {
  return uuids
    .map((uuid) => findWidget(editor.doc, uuid)?.widget)
    .filter((widget) => widget !== undefined && isLocked(widget))
}

/**
 * Refuses an edit that would move, resize or delete a locked widget: says 已锁定 with the widget's
 * name and answers true; false when none of them is locked.
 */
export function refuseLocked(editor: Pick<EditorState, 'doc' | 'selectedIds'>, uuids = editor.selectedIds): boolean {
  const locked = lockedAmong(editor, uuids)
  if (locked.length === 0) return false
  const names = locked.slice(0, 3).map((widget) => (widget ? frameLabel(widget) : ''))
  toast.warning(`${LOCKED_MESSAGE}：${names.join('、')}${locked.length > 3 ? ' 等' : ''}，请先在页面挂件中解锁`)
  return true
}
