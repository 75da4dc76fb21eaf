import { useState } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import { SafeImage } from '../../runtime/components/goods-card/SafeImage.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import type { FieldEditorProps } from '../inspector/field-types.ts'
import { EntryActions } from './EntryActions.tsx'
import { price } from './format.ts'
import {
  CHOOSE_SHOP_FIRST,
  asGoodsEntries,
  entryKey,
  goodsLimitMessage,
  isPlaceholder,
  shopScope,
} from './goods-entries.ts'
import { GoodsPickerDialog } from './GoodsPickerDialog.tsx'
import { listBounds } from './list-limit.ts'
import { moveItem } from './list-edits.ts'
import './pickers.css'
import { RemoveConfirm } from './RemoveConfirm.tsx'

/** A widget's goods list: thumbnails with name and price, reorder, delete, and 添加商品 (the goods picker). */
export function GoodsField({ id, path, label, value, onChange, widget, hint }: FieldEditorProps) {
  const entries = asGoodsEntries(value)
  const bounds = listBounds(widget, path, hint)
  const [picking, setPicking] = useState(false)
  const [removing, setRemoving] = useState<number | null>(null)
  const scope = shopScope(widget, path)

  function add() {
    if (scope.needed && scope.distributorId === null) {
      toast.warning(CHOOSE_SHOP_FIRST)
      return
    }
    setPicking(true)
  }

  function askRemove(index: number) {
    if (entries.length <= bounds.min) {
      toast.warning(bounds.minMessage ?? `请至少添加${bounds.min}个商品`)
      return
    }
    setRemoving(index)
  }

  const full = entries.filter((entry) => !isPlaceholder(entry)).length >= bounds.max

  return (
    <div className="dzp-entries">
      {entries.length === 0 ? (
        <p className="dzp-entries__empty">还没有选择商品</p>
      ) : (
        <ol className="dzp-entries__list" aria-label={label}>
          {entries.map((entry, index) => {
            const name = isPlaceholder(entry) ? '未选择商品' : entry.goods_name
            return (
              <li key={`${entryKey(entry)}-${index}`} className="dzp-entry">
                <SafeImage className="dzp-thumb" src={entry.goods_pic} alt="" width={44} height={44} />
                <span className="dzp-entry__main">
                  <span className="dzp-entry__title">{name}</span>
                  {!isPlaceholder(entry) && <span className="dzp-price">{price(entry.price)}</span>}
                </span>
                <EntryActions
                  name={name}
                  index={index}
                  count={entries.length}
                  onMove={(from, to) => onChange(moveItem(entries, from, to))}
                  onRemove={() => askRemove(index)}
                />
              </li>
            )
          })}
        </ol>
      )}
      <Button
        id={id}
        data-field-path={path}
        type="dashed"
        long
        aria-label={`${label}：添加商品`}
        onClick={add}
        title={full ? goodsLimitMessage(bounds.max) : undefined}
      >
        + 添加商品
        {Number.isFinite(bounds.max) && (
          <span className="dzp-entries__count">
            （{entries.filter((entry) => !isPlaceholder(entry)).length}/{bounds.max}）
          </span>
        )}
      </Button>
      <GoodsPickerDialog
        open={picking}
        picked={entries}
        limit={bounds.max}
        distributorId={scope.needed ? (scope.distributorId ?? undefined) : undefined}
        onClose={() => setPicking(false)}
        onConfirm={(next) => {
          if (next.length < bounds.min) {
            toast.warning(bounds.minMessage ?? `请至少添加${bounds.min}个商品`)
            return
          }
          setPicking(false)
          onChange(next)
        }}
      />
      <RemoveConfirm
        items={entries}
        index={removing}
        message={hint.confirmDelete ?? '确定删除该商品？'}
        onChange={onChange}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}
