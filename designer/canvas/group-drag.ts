import { batchOf, isLocked, membersOf, moveMember } from '../store/commands/group-members.ts'
import { editorStore } from '../store/editor-store.ts'
import { findWidget } from '../store/tree.ts'
import type { CommandOf, Doc } from '../store/types.ts'
import { frameOf } from './frame-focus.ts'

/**
 * Dragging one of several selected widgets drags them all: while the pointer moves, the others'
 * frames follow by a CSS translate (React renders nothing), and the drop is one step moving every
 * unlocked one by the dragged widget's offset.
 */

/** The other selected, unlocked widgets' frames, moved along during a drag. */
export function groupFollowers() {
  let frames: HTMLElement[] = []
  let uuids: string[] = []
  return {
    start(uuid: string) {
      const { doc, selectedIds } = editorStore.getState()
      uuids =
        selectedIds.length > 1 && selectedIds.includes(uuid)
          ? membersOf(doc, selectedIds)
              .filter((member) => member.widget.uuid !== uuid && !isLocked(member.widget))
              .map((member) => member.widget.uuid)
          : []
      frames = uuids.map((id) => frameOf(id)).filter((frame): frame is HTMLElement => frame !== null)
    },
    translate(dx: number, dy: number) {
      for (const frame of frames) frame.style.translate = `${dx}px ${dy}px`
    },
    /** Puts the frames back and says which widgets followed. */
    end(): string[] {
      for (const frame of frames) frame.style.translate = ''
      const followed = uuids
      frames = []
      uuids = []
      return followed
    },
  }
}

/** The drop of a group drag: the dragged widget to `to`, the others by the same offset, as one step. */
export function groupDrag(
  doc: Doc,
  uuid: string,
  others: readonly string[],
  to: { x: number; y: number },
): CommandOf<'batch'> | null {
  const dragged = findWidget(doc, uuid)?.widget
  if (!dragged) return null
  const dx = to.x - dragged.x
  const dy = to.y - dragged.y
  const moves = [
    { kind: 'move' as const, uuid, from: { x: dragged.x, y: dragged.y }, to },
    ...membersOf(doc, others).map((member) => moveMember(member, { x: member.box.x + dx, y: member.box.y + dy })),
  ]
  return batchOf(`移动 ${moves.length} 个挂件`, moves)
}
