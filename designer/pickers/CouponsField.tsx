import type { FieldEditorProps } from '../inspector/field-types.ts'
import { asCouponEntries, couponLimitMessage, couponMinMessage, isPlaceholderCoupon } from './coupon-entries.ts'
import { CouponPickerDialog } from './CouponPickerDialog.tsx'
import { couponText } from './format.ts'
import { listBounds } from './list-limit.ts'
import { EntryList, usePickedEntries } from './PickedEntries.tsx'
import './pickers.css'

/**
 * A widget's coupons: each with its 满减 / 折扣 text, reorder, delete, and 添加优惠券 (the coupon
 * picker). Limits come from the schema: W0012 at most 3 per group, W0021 at least 1.
 */
export function CouponsField(props: FieldEditorProps) {
  const bounds = listBounds(props.widget, props.path, props.hint)
  const minMessage = bounds.minMessage ?? couponMinMessage(bounds.min)
  const edits = usePickedEntries(asCouponEntries(props.value), bounds, minMessage, props.onChange)

  return (
    <div className="dzp-entries">
      <EntryList
        field={props}
        noun="优惠券"
        edits={edits}
        isPlaceholder={isPlaceholderCoupon}
        keyOf={(entry) => String(entry.card_id)}
        titleOf={(entry) => entry.title}
        picture={(entry) => <span className="dzp-coupon-face dzp-coupon-face--small">{couponText(entry)}</span>}
      />
      <CouponPickerDialog {...edits.picker} limitMessage={bounds.maxMessage ?? couponLimitMessage(bounds.max)} />
    </div>
  )
}
