import { useEffect, useState } from 'react'
import { PickerDialog, pickedCount } from './PickerDialog.tsx'
import { Pagination } from '../../runtime/components/pagination/Pagination.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import type { PickerCoupon } from '../../schemas/api/designer.ts'
import type { CouponEntry } from '../../schemas/entries.ts'
import { designerApi } from '../api/client.ts'
import { couponEntryOf, isPlaceholderCoupon } from './coupon-entries.ts'
import { couponText, couponTypeLabel, validUntil } from './format.ts'
import { PickerStatus } from './PickerStatus.tsx'
import { SearchBox } from './SearchBox.tsx'
import { usePagedList } from './usePagedList.ts'

export interface CouponPickerDialogProps {
  open: boolean
  picked: CouponEntry[]
  limit: number
  limitMessage: string
  onClose: () => void
  onConfirm: (entries: CouponEntry[]) => void
}

const PAGE_SIZE = 10

/** 选择优惠券: title, 满减 / 折扣 text, validity and whether it can still be issued. */
export function CouponPickerDialog({ open, picked, limit, limitMessage, onClose, onConfirm }: CouponPickerDialogProps) {
  const [keywords, setKeywords] = useState('')
  const [chosen, setChosen] = useState<CouponEntry[]>([])

  // A snapshot of the widget's list each time the dialog opens; edits stay local until 确定.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a snapshot taken on opening only; later changes to the widget's list must not overwrite the local choice.
  useEffect(() => {
    if (open) setChosen(picked.filter((entry) => !isPlaceholderCoupon(entry)))
  }, [open])

  const coupons = usePagedList((page) => designerApi.coupons({ keywords, page, pageSize: PAGE_SIZE }), keywords, open)
  const chosenIds = new Set(chosen.map((entry) => String(entry.card_id)))

  function toggle(row: PickerCoupon) {
    const id = String(row.card_id)
    if (chosenIds.has(id)) {
      setChosen(chosen.filter((entry) => String(entry.card_id) !== id))
      return
    }
    if (chosen.length >= limit) {
      toast.warning(limitMessage)
      return
    }
    setChosen([...chosen, couponEntryOf(row)])
  }

  function confirm() {
    const stored = new Map(picked.map((entry) => [String(entry.card_id), entry]))
    onConfirm(chosen.map((entry) => ({ ...entry, ...stored.get(String(entry.card_id)) })))
  }

  return (
    <PickerDialog
      open={open}
      title="选择优惠券"
      width={760}
      height={600}
      picked={pickedCount(chosen.length, limit, '张优惠券')}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="dzp-picker">
        <SearchBox label="优惠券名称" placeholder="输入优惠券名称搜索" onSearch={setKeywords} />
        <PickerStatus
          loading={coupons.loading}
          error={coupons.error}
          empty={coupons.list.length === 0}
          emptyText="没有找到优惠券"
        />
        <div className="dzp-rows" role="group" aria-label="优惠券列表">
          {coupons.list.map((row) => {
            const checked = chosenIds.has(String(row.card_id))
            return (
              <button
                key={row.card_id}
                type="button"
                role="checkbox"
                aria-checked={checked}
                aria-label={row.title}
                className={`dzp-row dzp-row--check${checked ? ' is-picked' : ''}`}
                onClick={() => toggle(row)}
              >
                <span className="dzp-check" aria-hidden="true" />
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
              </button>
            )
          })}
        </div>
        <Pagination current={coupons.page} total={coupons.total} pageSize={PAGE_SIZE} onChange={coupons.setPage} />
      </div>
    </PickerDialog>
  )
}
