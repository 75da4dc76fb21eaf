import { batchOf, membersOf } from './group-members.ts'
import type { CommandOf, Doc } from '../types.ts'

/**
 * Deleting several selected widgets as one step (a selected panel takes its children with it). The
 * store's reflow closes each top-level widget's slot in turn. Callers refuse locked ones first.
 */
export function groupDelete(doc: Doc, uuids: readonly string[]): CommandOf<'batch'> | null {
  const members = membersOf(doc, uuids)
  return batchOf(
    `删除 ${members.length} 个挂件`,
    members.map((member) => ({
      kind: 'delete',
      widget: member.widget,
      at: { parentId: member.parentId, index: member.index },
    })),
  )
}
