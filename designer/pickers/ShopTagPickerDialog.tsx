import { PickerDialog, pickedCount } from './PickerDialog.tsx'
import type { Tag } from '../../schemas/entries.ts'
import { designerApi } from '../api/client.ts'
import type { EntriesPickerProps } from './PickedEntries.tsx'
import { PickRow, PickerRows } from './PickerRows.tsx'
import { shopTagOf, tagKey } from './shop-tag-entries.ts'
import { useChosen } from './useChosen.ts'
import { useLoaded } from './useLoaded.ts'

export interface ShopTagPickerDialogProps extends EntriesPickerProps<Tag> {
  limitMessage: string
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
  const { chosen, isChosen, toggle } = useChosen({
    open,
    initial: () => picked,
    keyOf: tagKey,
    entryOf: shopTagOf,
    limit,
    limitMessage,
  })
  // Loaded afresh each time the picker opens.
  const tags = useLoaded(designerApi.shopTags, [], 'shop-tags', open)

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
        <PickerRows state={tags} emptyText="还没有店铺标签" label="店铺标签列表" multiple>
          {tags.value.map((row) => (
            <PickRow key={row.tag_id} multiple picked={isChosen(row)} label={row.tag_name} onPick={() => toggle(row)}>
              <span className="dzp-row__main">
                <span className="dzp-row__title">{row.tag_name}</span>
              </span>
              <span className="dzp-row__meta">{row.shop_count} 家店铺</span>
            </PickRow>
          ))}
        </PickerRows>
      </div>
    </PickerDialog>
  )
}
