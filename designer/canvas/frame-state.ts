import { isHidden, isLocked } from '../store/commands/group-members.ts'

/**
 * The classes a frame carries for the outline's flags: a hidden widget is drawn dimmed and
 * hatched (it is kept in the draft but not served), a locked one shows a lock and no handles.
 */
export function frameStateClass(widget: Readonly<Record<string, unknown>>): string {
  return `${isHidden(widget) ? ' is-hidden' : ''}${isLocked(widget) ? ' is-locked' : ''}`
}
