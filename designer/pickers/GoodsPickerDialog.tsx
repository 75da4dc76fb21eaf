import { useEffect, useState } from 'react'
import { PickerDialog, pickedCount } from './PickerDialog.tsx'
import { Pagination } from '../../runtime/components/pagination/Pagination.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import type { CategoryNode, PickerGoods } from '../../schemas/api/designer.ts'
import type { GoodsEntry } from '../../schemas/entries.ts'
import { designerApi } from '../api/client.ts'
import { CategorySelect } from './CategorySelect.tsx'
import { GoodsSummary } from './GoodsSummary.tsx'
import { entryKey, goodsEntryOf, goodsLimitMessage, isPlaceholder } from './goods-entries.ts'
import { PickerStatus } from './PickerStatus.tsx'
import { SearchBox } from './SearchBox.tsx'
import { usePagedList } from './usePagedList.ts'

export interface GoodsPickerDialogProps {
  open: boolean
  /** The entries already in the widget: shown checked, kept in their order. */
  picked: GoodsEntry[]
  limit: number
  /** Only this shop's goods (W0020). */
  distributorId?: number
  onClose: () => void
  onConfirm: (entries: GoodsEntry[]) => void
}

const PAGE_SIZE = 10

/** 选择商品: search, category filter, paging and multi-select up to the widget's limit. */
export function GoodsPickerDialog({ open, picked, limit, distributorId, onClose, onConfirm }: GoodsPickerDialogProps) {
  const [keywords, setKeywords] = useState('')
  const [category, setCategory] = useState<CategoryNode | null>(null)
  const [chosen, setChosen] = useState<GoodsEntry[]>([])

  // A snapshot of the widget's list each time the dialog opens; edits stay local until 确定.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a snapshot taken on opening only; later changes to the widget's list must not overwrite the local choice.
  useEffect(() => {
    if (open) setChosen(picked.filter((entry) => !isPlaceholder(entry)))
  }, [open])

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
  const chosenKeys = new Set(chosen.map(entryKey))

  function toggle(row: PickerGoods) {
    const key = entryKey(row)
    if (chosenKeys.has(key)) {
      setChosen(chosen.filter((entry) => entryKey(entry) !== key))
      return
    }
    if (chosen.length >= limit) {
      toast.warning(goodsLimitMessage(limit))
      return
    }
    setChosen([...chosen, goodsEntryOf(row)])
  }

  function confirm() {
    // Entries kept from before keep their stored extras (brief, tags); new ones come from the live row.
    const stored = new Map(picked.map((entry) => [entryKey(entry), entry]))
    onConfirm(chosen.map((entry) => ({ ...entry, ...stored.get(entryKey(entry)) })))
  }

  return (
    <PickerDialog
      open={open}
      title="选择商品"
      width={820}
      height={640}
      picked={pickedCount(chosen.length, limit, '个商品')}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="dzp-picker">
        <div className="dzp-picker__filters">
          <CategorySelect value={category} onChange={setCategory} />
          <SearchBox label="商品名称" placeholder="输入商品名称搜索" onSearch={setKeywords} />
        </div>
        <PickerStatus
          loading={goods.loading}
          error={goods.error}
          empty={goods.list.length === 0}
          emptyText="没有找到商品"
        />
        <div className="dzp-rows" role="group" aria-label="商品列表">
          {goods.list.map((row) => {
            const checked = chosenKeys.has(entryKey(row))
            return (
              <button
                key={row.itemId}
                type="button"
                role="checkbox"
                aria-checked={checked}
                aria-label={row.goods_name}
                className={`dzp-row dzp-row--check${checked ? ' is-picked' : ''}`}
                onClick={() => toggle(row)}
              >
                <span className="dzp-check" aria-hidden="true" />
                <GoodsSummary goods={row} />
              </button>
            )
          })}
        </div>
        <Pagination current={goods.page} total={goods.total} pageSize={PAGE_SIZE} onChange={goods.setPage} />
      </div>
    </PickerDialog>
  )
}
