import type { FieldEditorProps } from '../inspector/field-types.ts'
import { EntryActions } from './EntryActions.tsx'
import { listBounds } from './list-limit.ts'
import { AddEntryButton, usePickedEntries } from './PickedEntries.tsx'
import { ALL_TAB, asShopTags, shopTagLimitMessage } from './shop-tag-entries.ts'
import { ShopTagPickerDialog } from './ShopTagPickerDialog.tsx'
import './pickers.css'
import { RemoveConfirm } from './RemoveConfirm.tsx'

/**
 * W0019's tag tabs: the fixed first tab 全部, then the chosen shop tags as chips in tab order with
 * 上移 / 下移 / 删除, and 添加标签 (the shop tag picker). Only the chosen tags are stored.
 */
export function ShopTagsField(props: FieldEditorProps) {
  const { label, onChange, hint } = props
  const tags = asShopTags(props.value)
  const bounds = listBounds(props.widget, props.path, hint)
  // W0019 sets no least number of tags.
  const edits = usePickedEntries(tags, { min: 0, max: bounds.max }, '', onChange)

  return (
    <div className="dzp-entries">
      <ol className="dzp-entries__list" aria-label={label}>
        <li className="dzp-tag-chip dzp-tag-chip--fixed">
          <span className="dzp-tag-chip__name">{ALL_TAB}</span>
          <span className="dzp-tag-chip__note">固定为第一个标签页</span>
        </li>
        {tags.map((tag, index) => (
          <li key={String(tag.tag_id)} className="dzp-tag-chip">
            <span className="dzp-tag-chip__name">{tag.tag_name}</span>
            <EntryActions name={tag.tag_name} index={index} edits={edits} />
          </li>
        ))}
      </ol>
      {tags.length === 0 && <p className="dzp-entries__empty">未选择标签时，按附近门店带有的标签显示</p>}
      <AddEntryButton field={props} noun="标签" count={tags.length} max={bounds.max} onClick={edits.startPicking} />
      <ShopTagPickerDialog {...edits.picker} limitMessage={bounds.maxMessage ?? shopTagLimitMessage(bounds.max)} />
      <RemoveConfirm
        items={tags}
        index={edits.removing}
        message={hint.confirmDelete ?? '确定删除该项？'}
        onChange={onChange}
        onClose={edits.stopRemoving}
      />
    </div>
  )
}
