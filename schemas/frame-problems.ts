import type { Problem } from './api/designer.ts'
import { FRAME_LABELS, FRAME_SCHEMAS, type FramePart } from './frame-config.ts'
import { schemaIssues } from './validate.ts'

/**
 * The problems of a header or footer draft against its schema (HeaderConfig / FooterConfig), for
 * the designer's problems panel and the server's publish check alike. Pages of widgets use
 * draft-problems.ts instead. Every problem is an error: the frame is on every page, so a broken
 * one never goes live.
 */
export function frameProblems(part: FramePart, frame: unknown): Problem[] {
  return schemaIssues(FRAME_SCHEMAS[part], frame).map((issue) => ({
    uuid: '',
    widget: FRAME_LABELS[part],
    path: issue.path,
    message: issue.message,
    severity: 'error' as const,
  }))
}
