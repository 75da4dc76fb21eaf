import { editorStore } from '../store/editor-store.ts'
import type { ChangeKind, VersionDiff, WidgetChange } from './diff.ts'
import type { FieldChange } from './field-changes.ts'
import { formatValue } from './format-value.ts'

/** The chosen version against the draft: one row per widget (选中 on click) and the settings rows. */

export const KIND_LABELS: Record<ChangeKind, string> = {
  added: '新增',
  removed: '删除',
  moved: '移动',
  resized: '调整尺寸',
  changed: '修改',
}

/** Rows of field changes shown under a widget before the rest is counted. */
const FIELDS_SHOWN = 6

function FieldRows({ fields }: { fields: FieldChange[] }) {
  const shown = fields.slice(0, FIELDS_SHOWN)
  return (
    <ul className="dz-version-diff__fields">
      {shown.map((field) => (
        <li key={field.path}>
          <span className="dz-version-diff__field">{field.label}</span>
          {field.before === undefined ? (
            <span className="dz-version-diff__new">新增 {formatValue(field.after)}</span>
          ) : field.after === undefined ? (
            <span className="dz-version-diff__old">删除 {formatValue(field.before)}</span>
          ) : (
            <>
              <span className="dz-version-diff__old">{formatValue(field.before)}</span>
              <span aria-hidden="true"> → </span>
              <span className="mf-visually-hidden">改为</span>
              <span className="dz-version-diff__new">{formatValue(field.after)}</span>
            </>
          )}
        </li>
      ))}
      {fields.length > shown.length && (
        <li className="dz-version-diff__more">另有 {fields.length - shown.length} 处修改</li>
      )}
    </ul>
  )
}

function Geometry({ change }: { change: WidgetChange }) {
  const { place, size } = change
  return (
    <>
      {place && (
        <p className="dz-version-diff__geometry">
          位置 ({place.before.x}, {place.before.y}) → ({place.after.x}, {place.after.y})
          {place.before.parentId !== place.after.parentId &&
            (place.after.parentId ? '，移入自由面板' : '，移出自由面板')}
        </p>
      )}
      {size && (
        <p className="dz-version-diff__geometry">
          尺寸 {size.before.width}×{size.before.height} → {size.after.width}×{size.after.height}
        </p>
      )}
    </>
  )
}

/** The strongest kind names the row's colour, as the canvas outline does. */
const tone = (kinds: ChangeKind[]) =>
  kinds.includes('added')
    ? 'added'
    : kinds.includes('removed')
      ? 'removed'
      : kinds.includes('changed')
        ? 'changed'
        : 'moved'

function WidgetRow({ change }: { change: WidgetChange }) {
  const heading = (
    <>
      <span className="dz-version-diff__kinds">
        {change.kinds.map((kind) => (
          <span key={kind} className={`dz-version-diff__kind dz-version-diff__kind--${kind}`}>
            {KIND_LABELS[kind]}
          </span>
        ))}
      </span>
      <span className="dz-version-diff__title">
        {change.parentTitle && <span className="dz-version-diff__parent">{change.parentTitle} › </span>}
        {change.title}
      </span>
    </>
  )
  const details = (
    <>
      <Geometry change={change} />
      {change.fields.length > 0 && <FieldRows fields={change.fields} />}
    </>
  )
  const className = `dz-version-diff__row dz-version-diff__row--${tone(change.kinds)}`
  // A removed widget is only in the version: nothing on the canvas to select.
  if (change.kinds.includes('removed'))
    return (
      <li className={className}>
        <div className="dz-version-diff__head">{heading}</div>
        <p className="dz-version-diff__hint">仅存在于该版本，恢复后会回到页面</p>
      </li>
    )
  return (
    <li className={className}>
      <button
        type="button"
        className="dz-version-diff__head dz-version-diff__select"
        onClick={() => editorStore.getState().select(change.uuid)}
      >
        {heading}
      </button>
      {details}
    </li>
  )
}

/** `settingsTitle`: 页面设置, or 页头设置 / 页尾设置 for the site frame's templates. */
export function VersionDiffList({ diff, settingsTitle }: { diff: VersionDiff; settingsTitle: string }) {
  return (
    <ul className="dz-version-diff" aria-label="差异">
      {diff.settings.length > 0 && (
        <li className="dz-version-diff__row dz-version-diff__row--changed">
          <div className="dz-version-diff__head">
            <span className="dz-version-diff__kinds">
              <span className="dz-version-diff__kind dz-version-diff__kind--changed">修改</span>
            </span>
            <span className="dz-version-diff__title">{settingsTitle}</span>
          </div>
          <FieldRows fields={diff.settings} />
        </li>
      )}
      {diff.widgets.map((change) => (
        <WidgetRow key={`${change.kinds[0]}-${change.uuid}`} change={change} />
      ))}
      {diff.shifted > 0 && (
        <li className="dz-version-diff__shifted">另有 {diff.shifted} 个挂件随上方的增删或尺寸变化上下平移</li>
      )}
    </ul>
  )
}
