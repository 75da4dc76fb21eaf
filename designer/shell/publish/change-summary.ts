import { frameHints } from '../../../schemas/hints/frame.ts'
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
  /** Settings outside the widgets that differ: 页面设置, or the changed parts of a header's or footer's config (热门搜索词 …). */
  settings: string[]
}

const byUuid = (doc: Doc) => new Map(doc.widgets.map((widget) => [widget.uuid, widget]))

/** A header's or footer's config fields as the settings form names them (logo/imgUrl → 店铺标志, params/icp → 备案号). */
export const FRAME_FIELD_LABELS: ReadonlyMap<string, string> = new Map(
  Object.values(frameHints).flatMap((hints) =>
    Object.entries(hints.fields)
      .filter(([path]) => !path.includes('*'))
      .map(([path, hint]) => [path, hint.label] as const),
  ),
)

export const valueAt = (config: Record<string, unknown> | undefined, path: string): unknown =>
  path.split('/').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], config)

/** What differs outside the widgets: the page settings, or each named field of a header's or footer's config. */
function changedSettings(published: Doc, draft: Doc): string[] {
  if (draft.frame || published.frame) {
    return [...FRAME_FIELD_LABELS]
      .filter(([path]) => !sameJson(valueAt(published.frame, path), valueAt(draft.frame, path)))
      .map(([, label]) => label)
  }
  return sameJson(published.page, draft.page) ? [] : ['页面设置']
}

export function changeSummary(published: Doc | null, draft: Doc): ChangeSummary {
  if (!published) return { first: true, added: [], removed: [], changed: [], settings: [] }
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
    settings: changedSettings(published, draft),
  }
}

/** No difference at all between the draft and the published version. */
export const unchanged = (summary: ChangeSummary): boolean =>
  !summary.first &&
  summary.added.length === 0 &&
  summary.removed.length === 0 &&
  summary.changed.length === 0 &&
  summary.settings.length === 0
