import { batchOf, boundsOfMembers, isLocked, membersOf, moveMember } from './group-members.ts'
import type { CommandOf, Doc } from '../types.ts'

/**
 * 左对齐 / 水平居中 / 右对齐 / 顶对齐 / 垂直居中 / 底对齐 of the selected widgets, against the box
 * holding them all (as in Figma), as one step. The page's top-level widgets are a stack
 * (store/reflow.ts), so they only ever align horizontally: the vertical alignments move a free
 * panel's children and leave stacked widgets where they are. Locked widgets stay put.
 */

export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom'

export const ALIGN_LABELS: Record<AlignEdge, string> = {
  left: '左对齐',
  center: '水平居中',
  right: '右对齐',
  top: '顶对齐',
  middle: '垂直居中',
  bottom: '底对齐',
}

export const isVertical = (edge: AlignEdge): boolean => edge === 'top' || edge === 'middle' || edge === 'bottom'

/** Whether the alignment would move any of the selection (vertical ones need a free panel's child). */
export function canAlign(doc: Doc, uuids: readonly string[], edge: AlignEdge): boolean {
  const members = membersOf(doc, uuids)
  if (members.length < 2) return false
  return !isVertical(edge) || members.some((member) => member.parentId !== null)
}

export function groupAlign(doc: Doc, uuids: readonly string[], edge: AlignEdge): CommandOf<'batch'> | null {
  const members = membersOf(doc, uuids)
  if (members.length < 2) return null
  const bounds = boundsOfMembers(members)
  const moves = members
    .filter((member) => !isLocked(member.widget) && (!isVertical(edge) || member.parentId !== null))
    .map((member) => {
      const { box } = member
      const to = { x: box.x, y: box.y }
      if (edge === 'left') to.x = bounds.x
      if (edge === 'center') to.x = bounds.x + (bounds.width - box.width) / 2
      if (edge === 'right') to.x = bounds.x + bounds.width - box.width
      if (edge === 'top') to.y = bounds.y
      if (edge === 'middle') to.y = bounds.y + (bounds.height - box.height) / 2
      if (edge === 'bottom') to.y = bounds.y + bounds.height - box.height
      return moveMember(member, to)
    })
  return batchOf(`${ALIGN_LABELS[edge]} ${members.length} 个挂件`, moves)
}
