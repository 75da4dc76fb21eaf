import type { Problem } from './api/designer.ts'
import { validatePage, validateWidget } from './validate.ts'
import { isRecord } from './guards.ts'

/**
 * Every schema problem of a draft, as the designer's problems panel shows them and a refused
 * publish (422) lists them. One function for both, so the panel and the server never disagree.
 * A problem inside a free panel's child names the child, so selecting it selects that child.
 */

const CHILD_PATH = /^\/childWidgets\/(\d+)(\/.*)?$/

function widgetProblems(widget: unknown): Problem[] {
  const record = isRecord(widget) ? widget : {}
  const uuid = typeof record.uuid === 'string' ? record.uuid : ''
  const type = typeof record.type === 'string' ? record.type : ''
  const result = validateWidget(widget)
  if (result.ok) return []
  const children = Array.isArray(record.childWidgets) ? record.childWidgets : []
  return result.errors.map((issue) => {
    const match = CHILD_PATH.exec(issue.path)
    const child = match ? children[Number(match[1])] : undefined
    if (match?.[2] && match[2] !== '/type' && isRecord(child) && typeof child.uuid === 'string') {
      return { uuid: child.uuid, widget: String(child.type ?? ''), path: match[2], message: issue.message }
    }
    return { uuid, widget: type, path: issue.path, message: issue.message }
  })
}

export function draftProblems(config: { page?: unknown; widgets?: unknown }): Problem[] {
  const problems: Problem[] = []
  const page = validatePage(config.page)
  if (!page.ok)
    problems.push(
      ...page.errors.map((issue) => ({ uuid: '', widget: 'W0000', path: issue.path, message: issue.message })),
    )
  const widgets = Array.isArray(config.widgets) ? config.widgets : []
  const seen = new Set<string>()
  for (const widget of widgets) {
    problems.push(...widgetProblems(widget))
    const uuid = isRecord(widget) && typeof widget.uuid === 'string' ? widget.uuid : ''
    if (uuid && seen.has(uuid))
      problems.push({
        uuid,
        widget: String((widget as Record<string, unknown>).type ?? ''),
        path: '/uuid',
        message: '挂件标识重复',
      })
    seen.add(uuid)
  }
  return problems
}
