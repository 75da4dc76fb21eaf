import type { VersionDiff } from './diff.ts'
import type { MarkKind } from './versions-store.ts'

/**
 * The canvas outlines of a diff: each widget of the draft it lists, by its strongest kind
 * (added, then changed, then moved or resized). Removed widgets are only in the version: listed, not outlined.
 */
export function marksOf(diff: VersionDiff): Record<string, MarkKind> {
  const marks: Record<string, MarkKind> = {}
  for (const change of diff.widgets) {
    if (change.kinds.includes('removed')) continue
    marks[change.uuid] = change.kinds.includes('added')
      ? 'added'
      : change.kinds.includes('changed')
        ? 'changed'
        : 'moved'
  }
  return marks
}
