import { boundsOf, nudged } from '../geometry.ts'
import { batchOf, isLocked, membersOf } from './group-members.ts'
import type { CommandOf, Doc } from '../types.ts'

/** The arrow keys with several widgets selected: each moves by the step inside its container, as one step. */
export function groupNudge(doc: Doc, uuids: readonly string[], dx: number, dy: number): CommandOf<'batch'> | null {
  const members = membersOf(doc, uuids)
  const moves: CommandOf<'move'>[] = []
  for (const member of members) {
    if (isLocked(member.widget)) continue
    const { widget } = member
    const to = nudged(widget, dx, dy, boundsOf(doc, member.parentId))
    if (to) moves.push({ kind: 'move', uuid: widget.uuid, from: { x: widget.x, y: widget.y }, to })
  }
  return batchOf(`移动 ${members.length} 个挂件`, moves)
}
