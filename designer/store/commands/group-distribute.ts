import { batchOf, isLocked, membersOf, moveMember, type Member } from './group-members.ts'
import type { CommandOf, Doc } from '../types.ts'

/**
 * 水平分布 / 垂直分布: the selected widgets keep their order along the axis and the first and last
 * stay where they are; the ones between are placed so that the gaps between neighbours are equal,
 * as one step. Vertically the page's stacked widgets keep their order in the stack (it is their
 * order by top). Locked widgets between the ends stay put and the others are spaced around them.
 */

export type Axis = 'horizontal' | 'vertical'

export const DISTRIBUTE_LABELS: Record<Axis, string> = { horizontal: '水平分布', vertical: '垂直分布' }

/** Distributing needs three widgets: two ends and one between. */
export const DISTRIBUTE_MIN = 3

const start = (member: Member, axis: Axis) => (axis === 'horizontal' ? member.box.x : member.box.y)
const size = (member: Member, axis: Axis) => (axis === 'horizontal' ? member.box.width : member.box.height)

export const canDistribute = (doc: Doc, uuids: readonly string[]): boolean =>
  membersOf(doc, uuids).length >= DISTRIBUTE_MIN

export function groupDistribute(doc: Doc, uuids: readonly string[], axis: Axis): CommandOf<'batch'> | null {
  const members = membersOf(doc, uuids)
  if (members.length < DISTRIBUTE_MIN) return null
  const ordered = [...members].sort(
    (a, b) => start(a, axis) - start(b, axis) || (a.parentId === b.parentId ? a.index - b.index : 0),
  )
  const first = ordered[0]
  const last = ordered[ordered.length - 1]
  const span = start(last, axis) + size(last, axis) - start(first, axis)
  const filled = ordered.reduce((sum, member) => sum + size(member, axis), 0)
  const gap = (span - filled) / (ordered.length - 1)
  const moves: CommandOf<'move'>[] = []
  let line = start(first, axis)
  for (const member of ordered) {
    if (member !== first && member !== last && !isLocked(member.widget)) {
      const to = axis === 'horizontal' ? { x: line, y: member.box.y } : { x: member.box.x, y: line }
      moves.push(moveMember(member, to))
    }
    line += size(member, axis) + gap
  }
  return batchOf(`${DISTRIBUTE_LABELS[axis]} ${members.length} 个挂件`, moves)
}
