import { useState } from 'react'
import { PickerDialog, pickedCount } from './PickerDialog.tsx'
import { Pagination } from '../../runtime/components/pagination/Pagination.tsx'
import type { PickerCoupon } from '../../schemas/api/designer.ts'
import type { CouponEntry } from '../../schemas/entries.ts'
import { designerApi } from '../api/client.ts'
import { couponEntryOf, isPlaceholderCoupon } from './coupon-entries.ts'
import { couponText, couponTypeLabel, validUntil } from './format.ts'
import type { EntriesPickerProps } from './PickedEntries.tsx'
import { PickRow, PickerRows } from './PickerRows.tsx'
import { SearchBox } from './SearchBox.tsx'
import { useChosen, withStored } from './useChosen.ts'
import { usePagedList } from './usePagedList.ts'

export interface CouponPickerDialogProps extends EntriesPickerProps<CouponEntry> {
  limitMessage: string
}

const PAGE_SIZE = 10

const couponKey = (coupon: Pick<CouponEntry | PickerCoupon, 'card_id'>) => String(coupon.card_id)

/** 选择优惠券: title, 满减 / 折扣 text, validity and whether it can still be issued. */
export function CouponPickerDialog({ open, picked, limit, limitMessage, onClose, onConfirm }: CouponPickerDialogProps) {
  const [keywords, setKeywords] = useState('')
  const { chosen, isChosen, toggle } = useChosen({
    open,
    initial: () => picked.filter((entry) => !isPlaceholderCoupon(entry)),
    keyOf: couponKey,
    entryOf: (row: PickerCoupon) => couponEntryOf(row),
    limit,
    limitMessage,
  })
  const coupons = usePagedList((page) => designerApi.coupons({ keywords, page, pageSize: PAGE_SIZE }), keywords, open)

  return (
    <PickerDialog
      open={open}
      title="选择优惠券"
      width={760}
      height={600}
      picked={pickedCount(chosen.length, limit, '张优惠券')}
      onConfirm={() => onConfirm(withStored(chosen, picked, couponKey))}
      onClose={onClose}
    >
      <div className="dzp-picker">
        <SearchBox label="优惠券名称" placeholder="输入优惠券名称搜索" onSearch={setKeywords} />
        <PickerRows state={coupons} emptyText="没有找到优惠券" label="优惠券列表" multiple>
          {coupons.list.map((row) => (
            <PickRow key={row.card_id} multiple picked={isChosen(row)} label={row.title} onPick={() => toggle(row)}>
              <span className="dzp-coupon-face">{couponText(row)}</span>
              <span className="dzp-row__main">
                <span className="dzp-row__title">{row.title}</span>
                <span className="dzp-row__meta">
                  <span>{couponTypeLabel(row.card_type)}</span>
                  <span>{validUntil(row.end_date)}</span>
                  {row.available ? (
                    <span className="dzp-badge dzp-badge--ok">可领取</span>
                  ) : (
                    <span className="dzp-badge dzp-badge--off">不可领取</span>
                  )}
                </span>
              </span>
            </PickRow>
          ))}
        </PickerRows>
        <Pagination current={coupons.page} total={coupons.total} pageSize={PAGE_SIZE} onChange={coupons.setPage} />
      </div>
    </PickerDialog>
  )
}
