import { whole } from '../geometry.ts'
import { findWidget, type Location } from '../tree.ts'
import type { CommandOf, Doc, Geometry } from '../types.ts'

/**
 * What the group commands (align, distribute, move, delete of several selected widgets) share: the
 * members of a selection and their boxes in page coordinates. A free panel's child is placed
 * relative to its panel, so its page box adds the panel's corner; a child whose panel is selected
 * too goes with the panel and is not a member of its own.
 */

export interface Member extends Location {
  /** The widget's box on the page. */
  box: Geometry
  /** The page position of its container's corner (0, 0 on the page). */
  origin: { x: number; y: number }
}

export function membersOf(doc: Doc, uuids: readonly string[]): Member[] {
  const chosen = new Set(uuids)
  const members: Member[] = []
  for (const uuid of chosen) {
    const found = findWidget(doc, uuid)
    if (!found || (found.parentId !== null && chosen.has(found.parentId))) continue
    const panel = found.parentId === null ? null : findWidget(doc, found.parentId)?.widget
    const origin = panel ? { x: whole(panel.x), y: whole(panel.y) } : { x: 0, y: 0 }
    const { widget } = found
    members.push({
      ...found,
      origin,
      box: {
        x: origin.x + whole(widget.x),
        y: origin.y + whole(widget.y),
        width: Math.max(0, whole(widget.width)),
        height: Math.max(0, whole(widget.height)),
      },
    })
  }
  return members
}

/** The smallest box holding every member's box. */
export function boundsOfMembers(members: readonly Member[]): Geometry {
  const left = Math.min(...members.map((member) => member.box.x))
  const top = Math.min(...members.map((member) => member.box.y))
  const right = Math.max(...members.map((member) => member.box.x + member.box.width))
  const bottom = Math.max(...members.map((member) => member.box.y + member.box.height))
  return { x: left, y: top, width: right - left, height: bottom - top }
}

/** A member taken to a page position (the move's own prepare keeps it inside its container). */
export function moveMember(member: Member, to: { x: number; y: number }): CommandOf<'move'> {
  return {
    kind: 'move',
    uuid: member.widget.uuid,
    from: { x: member.widget.x, y: member.widget.y },
    to: { x: Math.round(to.x - member.origin.x), y: Math.round(to.y - member.origin.y) },
  }
}

/** Whether a widget is locked in the outline (its frame neither moves nor resizes, its settings are read-only). */
export const isLocked = (widget: Readonly<Record<string, unknown>>): boolean => widget.locked === true

/** Whether a widget is hidden in the outline (kept in the draft, not served). */
export const isHidden = (widget: Readonly<Record<string, unknown>>): boolean => widget.hidden === true

/** A batch of the parts that change something, or null when nothing is left to do. */
export function batchOf(label: string, commands: CommandOf<'batch'>['commands']): CommandOf<'batch'> | null {
  const parts = commands.filter(
    (part) => part.kind !== 'move' || part.from.x !== part.to.x || part.from.y !== part.to.y,
  )
  return parts.length === 0 ? null : { kind: 'batch', label, commands: parts }
}
