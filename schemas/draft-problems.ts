import type { Problem, ProblemSeverity } from './api/designer.ts'
import { isRecord } from './guards.ts'
import { clipWarnings } from './problems/clipped.ts'
import { emptyImages } from './problems/images.ts'
import { pageLinkWarnings } from './problems/links.ts'
import { overlapWarnings } from './problems/overlap.ts'
import { placeholderEntries } from './problems/placeholders.ts'
import { pageSchemaProblems, widgetSchemaProblems } from './problems/schema.ts'
import type { Finding, ProblemContext, WidgetRecord } from './problems/types.ts'

export type { ClipReport, PageRef, ProblemContext } from './problems/types.ts'

/**
 * Every problem of a draft, as the designer's problems panel shows them and a publish checks
 * them: one function for both, so the panel and the server never disagree. Errors (schema
 * problems, empty images, placeholder goods/coupons/shops, duplicate uuids) keep the draft from
 * being published; warnings (overlapping widgets, page links that lead nowhere useful, clipped
 * content) are shown and the draft still publishes. The rules live in schemas/problems/, one file
 * per concern; `context` carries what the caller knows besides the draft (the page list, the
 * canvas's clip reports).
 */

const tagged = (widget: WidgetRecord, findings: Finding[], severity: ProblemSeverity): Problem[] =>
  findings.map((finding) => ({
    uuid: String(widget.uuid),
    widget: String(widget.type ?? ''),
    path: finding.path,
    message: finding.message,
    severity,
  }))

/** The content rules of one widget (a top-level one or a free panel's child); a hidden widget is never served, so none. */
function contentProblems(widget: WidgetRecord, context: ProblemContext): Problem[] {
  if (typeof widget.uuid !== 'string' || widget.hidden === true) return []
  return [
    ...tagged(widget, [...emptyImages(widget), ...placeholderEntries(widget)], 'error'),
    ...tagged(widget, pageLinkWarnings(widget, context), 'warning'),
  ]
}

/**
 * Schema problems of widget objects already checked. Only for callers that never change a widget
 * in place (the designer's store replaces what it edits), so an object's problems stay its own.
 */
export type SchemaMemo = WeakMap<object, Problem[]>

function memoized(value: unknown, memo: SchemaMemo | undefined, check: (value: unknown) => Problem[]): Problem[] {
  if (!memo || !isRecord(value)) return check(value)
  let problems = memo.get(value)
  if (!problems) {
    problems = check(value)
    memo.set(value, problems)
  }
  return problems
}

/** A widget's schema problems, from `memo` when this object was checked before. */
export const memoSchemaProblems = (widget: unknown, memo?: SchemaMemo): Problem[] =>
  memoized(widget, memo, widgetSchemaProblems)

/** The page settings' schema problems, from `memo` when this object was checked before. */
export const memoPageProblems = (page: unknown, memo?: SchemaMemo): Problem[] =>
  memoized(page, memo, pageSchemaProblems)

export function draftProblems(
  config: { page?: unknown; widgets?: unknown },
  context: ProblemContext = {},
  memo?: SchemaMemo,
): Problem[] {
  const problems: Problem[] = [...memoPageProblems(config.page, memo)]
  const widgets = Array.isArray(config.widgets) ? config.widgets : []
  const seen = new Set<string>()
  for (const widget of widgets) {
    problems.push(...memoSchemaProblems(widget, memo))
    if (!isRecord(widget)) continue
    problems.push(...contentProblems(widget, context))
    if (Array.isArray(widget.childWidgets))
      for (const child of widget.childWidgets) if (isRecord(child)) problems.push(...contentProblems(child, context))
    const uuid = typeof widget.uuid === 'string' ? widget.uuid : ''
    if (uuid && seen.has(uuid))
      problems.push({
        uuid,
        widget: String(widget.type ?? ''),
        path: '/uuid',
        message: '挂件标识重复',
        severity: 'error',
      })
    seen.add(uuid)
  }
  problems.push(...overlapWarnings(widgets.filter((widget) => !(isRecord(widget) && widget.hidden === true))))
  if (context.clipped) problems.push(...clipWarnings(widgets, context.clipped))
  return problems
}

export const isError = (problem: Problem): boolean => problem.severity === 'error'

/** The problems that keep a draft from being published. */
export const errorsOf = (problems: readonly Problem[]): Problem[] => problems.filter(isError)
