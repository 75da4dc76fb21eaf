import { useEffect, useState } from 'react'
import { PickerDialog, pickedCount } from './PickerDialog.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import type { PickerShopTag } from '../../schemas/api/designer.ts'
import type { Tag } from '../../schemas/entries.ts'
import { PickerStatus } from './PickerStatus.tsx'
import { sameTag, shopTagOf } from './shop-tag-entries.ts'
import { useShopTags } from './useShopTags.ts'

export interface ShopTagPickerDialogProps {
  open: boolean
  picked: Tag[]
  limit: number
  limitMessage: string
  onClose: () => void
  onConfirm: (tags: Tag[]) => void
}

/** 选择标签: the existing shop tags with their shop counts; newly checked tags join at the end. */
export function ShopTagPickerDialog({
  open,
  picked,
  limit,
  limitMessage,
  onClose,
  onConfirm,
}: ShopTagPickerDialogProps) {
  const [chosen, setChosen] = useState<Tag[]>([])
  const { tags, loading, error } = useShopTags(open)

  // A snapshot of the widget's tabs each time the dialog opens; edits stay local until 确定.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a snapshot taken on opening only; later changes to the widget's tabs must not overwrite the local choice.
  useEffect(() => {
    if (open) setChosen(picked)
  }, [open])

  function toggle(row: PickerShopTag) {
    if (chosen.some((tag) => sameTag(tag, row))) {
      setChosen(chosen.filter((tag) => !sameTag(tag, row)))
      return
    }
    if (chosen.length >= limit) {
      toast.warning(limitMessage)
      return
    }
    setChosen([...chosen, shopTagOf(row)])
  }

  return (
    <PickerDialog
      open={open}
      title="选择标签"
      width={560}
      height={520}
      picked={pickedCount(chosen.length, limit, '个标签')}
      onConfirm={() => onConfirm(chosen)}
      onClose={onClose}
    >
      <div className="dzp-picker">
        <PickerStatus loading={loading} error={error} empty={tags.length === 0} emptyText="还没有店铺标签" />
        <div className="dzp-rows" role="group" aria-label="店铺标签列表">
          {tags.map((row) => {
            const checked = chosen.some((tag) => sameTag(tag, row))
            return (
              <button
                key={row.tag_id}
                type="button"
                role="checkbox"
                aria-checked={checked}
                aria-label={row.tag_name}
                className={`dzp-row dzp-row--check${checked ? ' is-picked' : ''}`}
                onClick={() => toggle(row)}
              >
                <span className="dzp-check" aria-hidden="true" />
                <span className="dzp-row__main">
                  <span className="dzp-row__title">{row.tag_name}</span>
                </span>
                <span className="dzp-row__meta">{row.shop_count} 家店铺</span>
              </button>
            )
          })}
        </div>
      </div>
    </PickerDialog>
  )
}
