import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { getApi } from '../../../api/index.ts'
import { uncollectItem } from '../../../api/item.ts'
import type { CollectedGoods } from '../../../api/member.ts'
import { GoodsCard } from '../../../components/goods-card/GoodsCard.tsx'
import { ConfirmDialog } from '../../../components/modal/ConfirmDialog.tsx'
import { Pagination } from '../../../components/pagination/Pagination.tsx'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberEmpty } from '../../../components/member-panel/MemberEmpty.tsx'
import { MemberList } from '../../../components/member-panel/MemberList.tsx'
import { AssetTabs } from '../coupon/AssetTabs.tsx'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { collectTabs, collectedGoodsHref } from './collect-tabs.ts'
import { goodsCardOf } from './goods-card-of.ts'
import { GOODS_PAGE_SIZE, loadCollectedGoods, type CollectedGoodsData } from './load-collector.ts'
import { useConfirmedRemoval } from './use-confirmed-removal.ts'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import './collector.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<CollectedGoodsData> {
  return loadCollectedGoods(loaderApi(context), request)
}

/** /member/collector (我的收藏): the favourite goods, each with 取消收藏 behind a confirm. */
export default function CollectorPage() {
  const { page, goods, total, shopCount } = useLoaderData() as CollectedGoodsData
  const removal = useConfirmedRemoval(
    (item: CollectedGoods) => uncollectItem(getApi(), item.item_id),
    '商品移除收藏成功',
  )
  return (
    <MemberFrame trail={[{ title: '我的收藏' }]}>
      <MemberPanel className="mf-collector" labelledBy="mf-collector-title">
        <AssetTabs
          title="我的收藏"
          titleId="mf-collector-title"
          label="收藏类型"
          tabs={collectTabs({ goods: total, shops: shopCount })}
          current="goods"
        />
        <MemberList
          items={goods}
          itemKey={(item) => item.fav_id}
          className="mf-member-grid mf-collector__grid"
          empty={
            <MemberEmpty
              title="您还没有收藏商品"
              hint="看到喜欢的商品，点击收藏，方便下次找到它"
              link={{ to: '/items', label: '去逛逛' }}
            />
          }
        >
          {(item) => (
            <GoodsCard
              goods={goodsCardOf(item, item.item_price)}
              action={
                <button
                  type="button"
                  className="mf-member-remove"
                  aria-label={`取消收藏：${item.item_name || item.title}`}
                  onClick={() => removal.ask(item)}
                >
                  取消收藏
                </button>
              }
            />
          )}
        </MemberList>
        {goods.length > 0 && (
          <Pagination current={page} total={total} pageSize={GOODS_PAGE_SIZE} pageHref={collectedGoodsHref} />
        )}
      </MemberPanel>
      <ConfirmDialog
        open={removal.target !== null}
        title="取消收藏"
        onOk={() => void removal.confirm()}
        onCancel={removal.cancel}
      >
        确定不再收藏该商品吗？
      </ConfirmDialog>
    </MemberFrame>
  )
}
