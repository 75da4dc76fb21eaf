import type { Problem } from '../api/designer.ts'
import { isRecord } from '../guards.ts'
import { validatePage, validateWidget } from '../validate.ts'

/**
 * Errors: what the schemas shoppers' pages are checked with refuse (schemas/validate.ts). A
 * problem inside a free panel's child names the child, so selecting it selects that child.
 */

const CHILD_PATH = /^\/childWidgets\/(\d+)(\/.*)?$/

export function pageSchemaProblems(page: unknown): Problem[] {
  const result = validatePage(page)
  if (result.ok) return []
  return result.errors.map((issue) => ({
    uuid: '',
    widget: 'W0000',
    path: issue.path,
    message: issue.message,
    severity: 'error',
  }))
}

export function widgetSchemaProblems(widget: unknown): Problem[] {
  const record = isRecord(widget) ? widget : {}
  const uuid = typeof record.uuid === 'string' ? record.uuid : ''
  const type = typeof record.type === 'string' ? record.type : ''
  const result = validateWidget(widget)
  if (result.ok) return []
  const children = Array.isArray(record.childWidgets) ? record.childWidgets : []
  return result.errors.map((issue): Problem => {
    const match = CHILD_PATH.exec(issue.path)
    const child = match ? children[Number(match[1])] : undefined
    if (match?.[2] && match[2] !== '/type' && isRecord(child) && typeof child.uuid === 'string') {
      return {
        uuid: child.uuid,
        widget: String(child.type ?? ''),
        path: match[2],
        message: issue.message,
        severity: 'error',
      }
    }
    return { uuid, widget: type, path: issue.path, message: issue.message, severity: 'error' }
  })
}
