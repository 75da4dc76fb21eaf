import { useState } from 'react'
import { Pagination } from '../../../runtime/components/pagination/Pagination.tsx'
import type { LinkData } from '../../../schemas/link.ts'
import { designerApi } from '../../api/client.ts'
import { GoodsSummary } from '../GoodsSummary.tsx'
import { goodsLink } from '../link-kinds.ts'
import { PickerStatus } from '../PickerStatus.tsx'
import { SearchBox } from '../SearchBox.tsx'
import { usePagedList } from '../usePagedList.ts'

const PAGE_SIZE = 8

/** 商品 tab: search live goods and pick one. */
export function GoodsLinkTab({ value, onPick }: { value: LinkData | null; onPick: (link: LinkData) => void }) {
  const [keywords, setKeywords] = useState('')
  const goods = usePagedList((page) => designerApi.goods({ keywords, page, pageSize: PAGE_SIZE }), keywords)
  const pickedId = value?.linkPage === 'goods' ? String(value.itemId ?? value.goods_id ?? '') : ''
  return (
    <div className="dzp-picker">
      <SearchBox label="商品名称" placeholder="输入商品名称搜索" onSearch={setKeywords} />
      <PickerStatus
        loading={goods.loading}
        error={goods.error}
        empty={goods.list.length === 0}
        emptyText="没有找到商品"
      />
      <div className="dzp-rows" role="radiogroup" aria-label="商品">
        {goods.list.map((row) => (
          <button
            key={row.itemId}
            type="button"
            role="radio"
            aria-checked={String(row.itemId) === pickedId}
            aria-label={row.goods_name}
            className={`dzp-row${String(row.itemId) === pickedId ? ' is-picked' : ''}`}
            onClick={() => onPick(goodsLink(row))}
          >
            <GoodsSummary goods={row} />
          </button>
        ))}
      </div>
      <Pagination current={goods.page} total={goods.total} pageSize={PAGE_SIZE} onChange={goods.setPage} />
    </div>
  )
}
