import { useState } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import type { FieldEditorProps } from '../inspector/field-types.ts'
import { EntryActions } from './EntryActions.tsx'
import { listBounds } from './list-limit.ts'
import { moveItem } from './list-edits.ts'
import { ALL_TAB, asShopTags, shopTagLimitMessage } from './shop-tag-entries.ts'
import { ShopTagPickerDialog } from './ShopTagPickerDialog.tsx'
import './pickers.css'
import { RemoveConfirm } from './RemoveConfirm.tsx'

/**
 * W0019's tag tabs: the fixed first tab 全部, then the chosen shop tags as chips in tab order with
 * 上移 / 下移 / 删除, and 添加标签 (the shop tag picker). Only the chosen tags are stored.
 */
export function ShopTagsField({ id, path, label, value, onChange, widget, hint }: FieldEditorProps) {
  const tags = asShopTags(value)
  const bounds = listBounds(widget, path, hint)
  const [picking, setPicking] = useState(false)
  const [removing, setRemoving] = useState<number | null>(null)
  const maxMessage = bounds.maxMessage ?? shopTagLimitMessage(bounds.max)

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
            <EntryActions
              name={tag.tag_name}
              index={index}
              count={tags.length}
              onMove={(from, to) => onChange(moveItem(tags, from, to))}
              onRemove={() => setRemoving(index)}
            />
          </li>
        ))}
      </ol>
      {tags.length === 0 && <p className="dzp-entries__empty">未选择标签时，按附近门店带有的标签显示</p>}
      <Button
        id={id}
        data-field-path={path}
        type="dashed"
        long
        aria-label={`${label}：添加标签`}
        onClick={() => setPicking(true)}
      >
        + 添加标签
        {Number.isFinite(bounds.max) && (
          <span className="dzp-entries__count">
            （{tags.length}/{bounds.max}）
          </span>
        )}
      </Button>
      <ShopTagPickerDialog
        open={picking}
        picked={tags}
        limit={bounds.max}
        limitMessage={maxMessage}
        onClose={() => setPicking(false)}
        onConfirm={(next) => {
          setPicking(false)
          onChange(next)
        }}
      />
      <RemoveConfirm
        items={tags}
        index={removing}
        message={hint.confirmDelete ?? '确定删除该项？'}
        onChange={onChange}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}
