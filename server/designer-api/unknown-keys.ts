import type { DraftConfig, Problem } from '../../schemas/api/designer.ts'
import { FRAME_LABELS, FRAME_SCHEMAS, type FramePart } from '../../schemas/frame-config.ts'
import { isRecord } from '../../schemas/guards.ts'
import { removedNotes, stripDraft, stripFrame, unknownKeyErrors } from '../../schemas/problems/unknown-keys.ts'

/**
 * Unknown keys in the designer's drafts (schemas/strip-unknown.ts): a save stores the draft
 * without them and answers one warning per widget that lost some; a publish refuses a stored
 * draft that still holds some.
 */

export interface CleanDraft {
  config: DraftConfig
  /** Warnings for the save answer (empty when nothing was removed). */
  notes: Problem[]
}

/** The posted draft as it is stored: a page's widgets and settings, or a header's or footer's `frame`. */
export function cleanDraft(part: FramePart | null, config: DraftConfig): CleanDraft {
  if (part) {
    if (!config.frame) return { config, notes: [] }
    const frame = stripFrame(FRAME_SCHEMAS[part], config.frame, FRAME_LABELS[part])
    return { config: { ...config, frame: frame.config }, notes: removedNotes(frame.removals) }
  }
  const stripped = stripDraft(config)
  return { config: stripped.config, notes: removedNotes(stripped.removals) }
}

/** The errors a publish adds for a stored draft (its current format, `schema_version` included) with unknown keys. */
export function storedUnknownKeys(part: FramePart | null, draft: Record<string, unknown>): Problem[] {
  const { schema_version: _version, ...config } = draft
  if (part) return unknownKeyErrors(stripFrame(FRAME_SCHEMAS[part], config, FRAME_LABELS[part]).removals)
  return unknownKeyErrors(stripDraft(isRecord(config) ? config : {}).removals)
}
