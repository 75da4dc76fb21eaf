import { useState } from 'react'
import { Pagination } from '../../../runtime/components/pagination/Pagination.tsx'
import type { LinkData } from '../../../schemas/link.ts'
import { designerApi } from '../../api/client.ts'
import { GoodsSummary } from '../GoodsSummary.tsx'
import { goodsLink } from '../link-kinds.ts'
import { PickRow, PickerRows } from '../PickerRows.tsx'
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
      <PickerRows state={goods} emptyText="没有找到商品" label="商品">
        {goods.list.map((row) => (
          <PickRow
            key={row.itemId}
            picked={String(row.itemId) === pickedId}
            label={row.goods_name}
            onPick={() => onPick(goodsLink(row))}
          >
            <GoodsSummary goods={row} />
          </PickRow>
        ))}
      </PickerRows>
      <Pagination current={goods.page} total={goods.total} pageSize={PAGE_SIZE} onChange={goods.setPage} />
    </div>
  )
}
