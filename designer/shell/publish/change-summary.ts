import { widgetTitle } from '../../../schemas/problems/widget-title.ts'
import type { Doc } from '../../store/types.ts'
import { sameJson } from './same-json.ts'

/**
 * What a publish changes for shoppers: the draft against the published version, widget by widget
 * (matched by uuid; a free panel's children count as part of their panel), each named by its
 * Chinese type name and alias or title.
 */
export interface ChangeSummary {
  /** Nothing was ever published: everything is new. */
  first: boolean
  added: string[]
  removed: string[]
  changed: string[]
  /** Settings outside the widgets (the page settings, a header's or footer's config) differ. */
  settings: boolean
}

const byUuid = (doc: Doc) => new Map(doc.widgets.map((widget) => [widget.uuid, widget]))

/** The document without its widgets: the page settings and whatever else a template edits. */
function settingsOf(doc: Doc): Record<string, unknown> {
  const { widgets: _widgets, ...rest } = doc
  return rest
}

export function changeSummary(published: Doc | null, draft: Doc): ChangeSummary {
  if (!published) return { first: true, added: [], removed: [], changed: [], settings: false }
  const before = byUuid(published)
  const after = byUuid(draft)
  return {
    first: false,
    added: draft.widgets.filter((widget) => !before.has(widget.uuid)).map(widgetTitle),
    removed: published.widgets.filter((widget) => !after.has(widget.uuid)).map(widgetTitle),
    changed: draft.widgets
      .filter((widget) => {
        const old = before.get(widget.uuid)
        return old !== undefined && !sameJson(old, widget)
      })
      .map(widgetTitle),
    settings: !sameJson(settingsOf(published), settingsOf(draft)),
  }
}

/** No difference at all between the draft and the published version. */
export const unchanged = (summary: ChangeSummary): boolean =>
  !summary.first &&
  summary.added.length === 0 &&
  summary.removed.length === 0 &&
  summary.changed.length === 0 &&
  !summary.settings
