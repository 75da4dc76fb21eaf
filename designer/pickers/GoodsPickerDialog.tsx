import { useState } from 'react'
import { PickerDialog, pickedCount } from './PickerDialog.tsx'
import { Pagination } from '../../runtime/components/pagination/Pagination.tsx'
import type { CategoryNode, PickerGoods } from '../../schemas/api/designer.ts'
import type { GoodsEntry } from '../../schemas/entries.ts'
import { designerApi } from '../api/client.ts'
import { CategorySelect } from './CategorySelect.tsx'
import { GoodsSummary } from './GoodsSummary.tsx'
import { entryKey, goodsEntryOf, goodsLimitMessage, isPlaceholder } from './goods-entries.ts'
import type { EntriesPickerProps } from './PickedEntries.tsx'
import { PickRow, PickerRows } from './PickerRows.tsx'
import { SearchBox } from './SearchBox.tsx'
import { useChosen, withStored } from './useChosen.ts'
import { usePagedList } from './usePagedList.ts'

export interface GoodsPickerDialogProps extends EntriesPickerProps<GoodsEntry> {
  /** Only this shop's goods (W0020). */
  distributorId?: number
}

const PAGE_SIZE = 10

/** 选择商品: search, category filter, paging and multi-select up to the widget's limit. */
export function GoodsPickerDialog({ open, picked, limit, distributorId, onClose, onConfirm }: GoodsPickerDialogProps) {
  const [keywords, setKeywords] = useState('')
  const [category, setCategory] = useState<CategoryNode | null>(null)
  const { chosen, isChosen, toggle } = useChosen({
    open,
    initial: () => picked.filter((entry) => !isPlaceholder(entry)),
    keyOf: entryKey,
    entryOf: (row: PickerGoods) => goodsEntryOf(row),
    limit,
    limitMessage: goodsLimitMessage(limit),
  })

  const filterKey = JSON.stringify([keywords, category?.category_id, distributorId])
  const goods = usePagedList(
    (page) =>
      designerApi.goods({
        keywords,
        category_id: category?.category_id,
        distributor_id: distributorId,
        page,
        pageSize: PAGE_SIZE,
      }),
    filterKey,
    open,
  )

  return (
    <PickerDialog
      open={open}
      title="选择商品"
      width={820}
      height={640}
      picked={pickedCount(chosen.length, limit, '个商品')}
      // Entries kept from before keep their stored extras (brief, tags); new ones come from the live row.
      onConfirm={() => onConfirm(withStored(chosen, picked, entryKey))}
      onClose={onClose}
    >
      <div className="dzp-picker">
        <div className="dzp-picker__filters">
          <CategorySelect value={category} onChange={setCategory} />
          <SearchBox label="商品名称" placeholder="输入商品名称搜索" onSearch={setKeywords} />
        </div>
        <PickerRows state={goods} emptyText="没有找到商品" label="商品列表" multiple>
          {goods.list.map((row) => (
            <PickRow key={row.itemId} multiple picked={isChosen(row)} label={row.goods_name} onPick={() => toggle(row)}>
              <GoodsSummary goods={row} />
            </PickRow>
          ))}
        </PickerRows>
        <Pagination current={goods.page} total={goods.total} pageSize={PAGE_SIZE} onChange={goods.setPage} />
      </div>
    </PickerDialog>
  )
}
