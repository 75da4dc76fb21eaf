import type { Problem, ProblemSeverity } from '../api/designer.ts'
import { isRecord } from '../guards.ts'
import { stripPageSettings, stripUnknownKeys, stripWidget, type WidgetRemoval } from '../strip-unknown.ts'
import type { TSchema } from '@sinclair/typebox'

/**
 * Keys a widget's schema does not list (schemas/strip-unknown.ts), as problems. A draft save takes
 * them out and says so with one warning per widget (「已移除未知字段：onClick、style」), which the
 * designer's problems panel shows; a publish refuses a stored draft that still holds some (an
 * older row) with one error per widget. The designer never writes such keys itself, so its own
 * live check does not look for them.
 */

/** A removed key's name as the operator reads it: the pointer without its leading slash. */
const keyNames = (removed: readonly string[]) => removed.map((pointer) => pointer.slice(1)).join('、')

export const removedMessage = (removed: readonly string[]) => `已移除未知字段：${keyNames(removed)}`
export const unknownMessage = (removed: readonly string[]) => `包含未知字段：${keyNames(removed)}（保存草稿即可移除）`

function problemsOf(
  removals: readonly WidgetRemoval[],
  severity: ProblemSeverity,
  message: (removed: readonly string[]) => string,
): Problem[] {
  return removals.map((removal) => ({
    uuid: removal.uuid,
    widget: removal.type,
    path: removal.removed.length === 1 ? (removal.removed[0] ?? '') : '',
    message: message(removal.removed),
    severity,
  }))
}

export interface StrippedDraft<T> {
  config: T
  removals: WidgetRemoval[]
}

/** A page draft `{ page, widgets }` without unknown keys, and what each widget (or the page settings, W0000) lost. */
export function stripDraft<T extends { page?: unknown; widgets?: unknown }>(config: T): StrippedDraft<T> {
  const removals: WidgetRemoval[] = []
  const page = stripPageSettings(config.page)
  if (page.removed.length > 0) removals.push({ uuid: '', type: 'W0000', removed: page.removed })
  const widgets = Array.isArray(config.widgets)
    ? config.widgets.map((widget) => {
        const stripped = stripWidget(widget)
        removals.push(...stripped.removals)
        return stripped.value
      })
    : config.widgets
  const stripped = { ...config, widgets, ...(config.page !== undefined && { page: page.value }) }
  return { config: stripped as T, removals }
}

/** A header or footer config without unknown keys; `label` names it (全站页头, 全站页尾). */
export function stripFrame<T>(schema: TSchema, frame: T, label: string): StrippedDraft<T> {
  if (!isRecord(frame)) return { config: frame, removals: [] }
  const { value, removed } = stripUnknownKeys(schema, frame)
  return { config: value, removals: removed.length > 0 ? [{ uuid: '', type: label, removed }] : [] }
}

/** The save answer's notes: one warning per widget that lost keys. */
export const removedNotes = (removals: readonly WidgetRemoval[]): Problem[] =>
  problemsOf(removals, 'warning', removedMessage)

/** A publish's refusal: one error per widget of the stored draft that still holds unknown keys. */
export const unknownKeyErrors = (removals: readonly WidgetRemoval[]): Problem[] =>
  problemsOf(removals, 'error', unknownMessage)
