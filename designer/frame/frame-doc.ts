import { Value } from '@sinclair/typebox/value'
import type { DesignerTemplate, Problem } from '../../schemas/api/designer.ts'
import { FRAME_SCHEMAS, framePartOf, type FramePart } from '../../schemas/frame-config.ts'
import { frameProblems } from '../../schemas/frame-problems.ts'
import type { FooterConfig, HeaderConfig, LayoutData } from '../../schemas/layout.ts'
import { pageProblems } from '../shell/page-problems.ts'
import type { Doc } from '../store/types.ts'

/**
 * How the editor holds a header or footer template (contract 5): the document keeps default page
 * settings and no widgets, and the template's config as `doc.frame` (what GET …/draft answers as
 * `config.frame`). The inspector edits it with update-field commands of target 'frame', so undo,
 * redo, history and autosave are the pages' own.
 */

export type { FramePart }

/** The part a template is, or null for a page of widgets. */
export const frameOf = (template: Pick<DesignerTemplate, 'page_name'>): FramePart | null =>
  framePartOf(template.page_name)

const checks: Record<FramePart, (doc: Doc) => Problem[]> = {
  header: (doc) => frameProblems('header', doc.frame),
  footer: (doc) => frameProblems('footer', doc.frame),
}

/** The problems-panel check of a template's document: the frame's schema, or a page's. */
export const problemsCheck = (part: FramePart | null): ((doc: Doc) => Problem[]) => (part ? checks[part] : pageProblems)

/**
 * The site frame with the draft part in place, as the storefront will draw it once published. A
 * draft that breaks the schema for now (a sixth keyword, a link being typed) is drawn as the
 * schema allows it; the problems panel says what is wrong.
 */
export function frameLayout(site: LayoutData, part: FramePart, frame: unknown): LayoutData {
  const schema = FRAME_SCHEMAS[part]
  const value = Value.Check(schema, frame) ? frame : Value.Cast(schema, frame ?? {})
  return part === 'header' ? { ...site, header: value as HeaderConfig } : { ...site, footer: value as FooterConfig }
}
