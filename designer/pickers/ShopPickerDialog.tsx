import { useEffect, useState } from 'react'
import { PickerDialog } from './PickerDialog.tsx'
import { Pagination } from '../../runtime/components/pagination/Pagination.tsx'
import type { PickerShop } from '../../schemas/api/designer.ts'
import { designerApi } from '../api/client.ts'
import { PickRow, PickerRows } from './PickerRows.tsx'
import { SearchBox } from './SearchBox.tsx'
import { ShopSummary } from './ShopSummary.tsx'
import { usePagedList } from './usePagedList.ts'

export interface ShopPickerDialogProps {
  open: boolean
  /** The shop chosen now (its distributor id). */
  currentId: number | null
  onClose: () => void
  onConfirm: (shop: PickerShop) => void
}

const PAGE_SIZE = 8

/** 选择商铺: search and page through the shops, pick one. */
export function ShopPickerDialog({ open, currentId, onClose, onConfirm }: ShopPickerDialogProps) {
  const [keywords, setKeywords] = useState('')
  const [chosen, setChosen] = useState<PickerShop | null>(null)
  useEffect(() => {
    if (open) setChosen(null)
  }, [open])
  const shops = usePagedList((page) => designerApi.shops({ keywords, page, pageSize: PAGE_SIZE }), keywords, open)
  const pickedId = chosen?.distributor_id ?? currentId

  return (
    <PickerDialog
      open={open}
      title="选择商铺"
      width={720}
      height={580}
      picked={chosen ? `已选：${chosen.name}` : ''}
      canConfirm={chosen !== null}
      onConfirm={() => chosen && onConfirm(chosen)}
      onClose={onClose}
    >
      <div className="dzp-picker">
        <SearchBox label="商铺名称" placeholder="输入商铺名称搜索" onSearch={setKeywords} />
        <PickerRows state={shops} emptyText="没有找到商铺" label="商铺列表">
          {shops.list.map((shop) => (
            <PickRow
              key={shop.distributor_id}
              picked={shop.distributor_id === pickedId}
              label={shop.name}
              onPick={() => setChosen(shop)}
            >
              <ShopSummary name={shop.name} logo={shop.logo} address={shop.address} isOpen={shop.is_open} />
            </PickRow>
          ))}
        </PickerRows>
        <Pagination current={shops.page} total={shops.total} pageSize={PAGE_SIZE} onChange={shops.setPage} />
      </div>
    </PickerDialog>
  )
}
