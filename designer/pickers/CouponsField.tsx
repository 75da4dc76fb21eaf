import { useState } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import type { FieldEditorProps } from '../inspector/field-types.ts'
import { asCouponEntries, couponLimitMessage, couponMinMessage, isPlaceholderCoupon } from './coupon-entries.ts'
import { CouponPickerDialog } from './CouponPickerDialog.tsx'
import { EntryActions } from './EntryActions.tsx'
import { couponText } from './format.ts'
import { listBounds } from './list-limit.ts'
import { moveItem } from './list-edits.ts'
import './pickers.css'
import { RemoveConfirm } from './RemoveConfirm.tsx'

/**
 * A widget's coupons: each with its 满减 / 折扣 text, reorder, delete, and 添加优惠券 (the coupon
 * picker). Limits come from the schema: W0012 at most 3 per group, W0021 at least 1.
 */
export function CouponsField({ id, path, label, value, onChange, widget, hint }: FieldEditorProps) {
  const entries = asCouponEntries(value)
  const bounds = listBounds(widget, path, hint)
  const [picking, setPicking] = useState(false)
  const [removing, setRemoving] = useState<number | null>(null)
  const minMessage = bounds.minMessage ?? couponMinMessage(bounds.min)
  const maxMessage = bounds.maxMessage ?? couponLimitMessage(bounds.max)

  function askRemove(index: number) {
    if (entries.length <= bounds.min) {
      toast.warning(minMessage)
      return
    }
    setRemoving(index)
  }

  const count = entries.filter((entry) => !isPlaceholderCoupon(entry)).length

  return (
    <div className="dzp-entries">
      {entries.length === 0 ? (
        <p className="dzp-entries__empty">还没有选择优惠券</p>
      ) : (
        <ol className="dzp-entries__list" aria-label={label}>
          {entries.map((entry, index) => {
            const name = isPlaceholderCoupon(entry) ? '未选择优惠券' : entry.title
            return (
              <li key={`${String(entry.card_id)}-${index}`} className="dzp-entry">
                <span className="dzp-coupon-face dzp-coupon-face--small">{couponText(entry)}</span>
                <span className="dzp-entry__main">
                  <span className="dzp-entry__title">{name}</span>
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
        aria-label={`${label}：添加优惠券`}
        onClick={() => setPicking(true)}
      >
        + 添加优惠券
        {Number.isFinite(bounds.max) && (
          <span className="dzp-entries__count">
            （{count}/{bounds.max}）
          </span>
        )}
      </Button>
      <CouponPickerDialog
        open={picking}
        picked={entries}
        limit={bounds.max}
        limitMessage={maxMessage}
        onClose={() => setPicking(false)}
        onConfirm={(next) => {
          if (next.length < bounds.min) {
            toast.warning(minMessage)
            return
          }
          setPicking(false)
          onChange(next)
        }}
      />
      <RemoveConfirm
        items={entries}
        index={removing}
        message={hint.confirmDelete ?? '确定删除该优惠券？'}
        onChange={onChange}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}
