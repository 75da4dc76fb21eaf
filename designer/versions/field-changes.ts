import { isRecord } from '../../schemas/guards.ts'
import { FRAME_FIELD_LABELS, valueAt } from '../shell/publish/change-summary.ts'
import { sameJson } from '../shell/publish/same-json.ts'
import { fieldLabel } from '../shell/problem-label.ts'

/**
 * The fields that differ between two versions of one widget, of the page settings, or of a
 * header's or footer's config, each with the inspector's label and its old and new value.
 */
export interface FieldChange {
  /** JSON pointer (`/title`, `/data/2/imgUrl`) into the widget, the page settings or the frame config. */
  path: string
  /** As the inspector names it: 轮播图 › 第3项 › 图片; the pointer when no hint names it. */
  label: string
  /** The version's value; undefined when the field or list entry is new. */
  before: unknown
  /** The draft's value; undefined when the field or list entry was removed. */
  after: unknown
}

/** Lists of plain values (hot keywords, tags) read best as one value; lists of entries are compared entry by entry. */
const holdsEntries = (value: unknown[]) => value.some((item) => isRecord(item) || Array.isArray(item))

function walk(path: string, before: unknown, after: unknown, out: Array<Omit<FieldChange, 'label'>>): void {
  if (sameJson(before, after)) return
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)])
    for (const key of keys) walk(`${path}/${key}`, before[key], after[key], out)
    return
  }
  if (Array.isArray(before) && Array.isArray(after) && (holdsEntries(before) || holdsEntries(after))) {
    for (let index = 0; index < Math.max(before.length, after.length); index++)
      walk(`${path}/${index}`, before[index], after[index], out)
    return
  }
  out.push({ path, before, after })
}

/**
 * The differing fields of a widget (type `W00xx`) or of the page settings (`W0000`), leaving out
 * the keys given (its identity, geometry and a free panel's children are reported apart).
 */
export function fieldChanges(
  type: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  skip: ReadonlySet<string> = new Set(),
): FieldChange[] {
  const found: Array<Omit<FieldChange, 'label'>> = []
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  for (const key of keys) if (!skip.has(key)) walk(`/${key}`, before[key], after[key], found)
  return found.map((change) => ({
    ...change,
    label: fieldLabel({ uuid: '', widget: type, path: change.path, message: '', severity: 'warning' }),
  }))
}

/** A header's or footer's config, by the fields its settings form names (店铺标志, 热门搜索词, 备案号 …). */
export function frameChanges(before: Record<string, unknown> = {}, after: Record<string, unknown> = {}): FieldChange[] {
  return [...FRAME_FIELD_LABELS]
    .filter(([path]) => !sameJson(valueAt(before, path), valueAt(after, path)))
    .map(([path, label]) => ({ path: `/${path}`, label, before: valueAt(before, path), after: valueAt(after, path) }))
}
