import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { getApi } from '../../../api/index.ts'
import type { CollectedShop } from '../../../api/member.ts'
import { uncollectShop } from '../../../api/shops.ts'
import { Button } from '../../../components/button/Button.tsx'
import { LinkButton } from '../../../components/button/LinkButton.tsx'
import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'
import { ConfirmDialog } from '../../../components/modal/ConfirmDialog.tsx'
import { Pagination } from '../../../components/pagination/Pagination.tsx'
import { formatDate } from '../../../lib/date.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberEmpty } from '../../../components/member-panel/MemberEmpty.tsx'
import { AssetTabs } from '../coupon/AssetTabs.tsx'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { collectTabs, followedShopsHref, shopHref } from './collect-tabs.ts'
import { SHOPS_PAGE_SIZE, loadFollowedShops, type FollowedShopsData } from './load-collector.ts'
import { useConfirmedRemoval } from './use-confirmed-removal.ts'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import './collector.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<FollowedShopsData> {
  return loadFollowedShops(loaderApi(context), request)
}

/** A shop's address on one line, without repeating a city that is its own province (北京 北京). */
export function shopAddress(shop: Pick<CollectedShop, 'province' | 'city' | 'area' | 'address'>): string {
  const parts = [shop.province, shop.city, shop.area].filter((part, i, all) => part && all.indexOf(part) === i)
  return [...parts, shop.address].filter(Boolean).join(' ')
}

/** /member/follow (店铺收藏): the shops the member follows, with 进入店铺 and 取消关注. */
export default function FollowPage() {
  const { page, shops, total, goodsCount } = useLoaderData() as FollowedShopsData
  const removal = useConfirmedRemoval(
    (shop: CollectedShop) => uncollectShop(getApi(), shop.distributor_id),
    '已取消关注',
  )
  return (
    <MemberFrame trail={[{ title: '我的收藏', href: '/member/collector' }, { title: '店铺收藏' }]}>
      <MemberPanel className="mf-collector" labelledBy="mf-follow-title">
        <AssetTabs
          title="我的收藏"
          titleId="mf-follow-title"
          label="收藏类型"
          tabs={collectTabs({ goods: goodsCount, shops: total })}
          current="shops"
        />
        {shops.length > 0 ? (
          <>
            <ul className="mf-follow__list">
              {shops.map((shop) => {
                const closed = shop.status !== 'active'
                return (
                  <li key={shop.fav_id} className={`mf-follow__shop${closed ? ' is-closed' : ''}`}>
                    <Link
                      to={shopHref(shop.distributor_id)}
                      className="mf-follow__logo-link"
                      tabIndex={-1}
                      aria-hidden="true"
                    >
                      <SafeImage className="mf-follow__logo" src={shop.logo} alt="" width={70} height={70} />
                    </Link>
                    <div className="mf-follow__info">
                      <p className="mf-follow__name">
                        <Link to={shopHref(shop.distributor_id)}>{shop.name}</Link>
                        {closed && <span className="mf-follow__closed">已歇业</span>}
                      </p>
                      <p className="mf-follow__address">{shopAddress(shop) || '暂无地址'}</p>
                      <p className="mf-follow__meta">
                        {shop.tagList.slice(0, 3).map((tag) => (
                          <span key={tag.tag_id} className="mf-follow__tag">
                            {tag.tag_name}
                          </span>
                        ))}
                        <span className="mf-follow__since">关注于 {formatDate(shop.created)}</span>
                      </p>
                    </div>
                    <div className="mf-follow__actions">
                      <LinkButton
                        to={shopHref(shop.distributor_id)}
                        type="primary"
                        size="small"
                        aria-label={`进入店铺：${shop.name}`}
                      >
                        进入店铺
                      </LinkButton>
                      <Button size="small" aria-label={`取消关注：${shop.name}`} onClick={() => removal.ask(shop)}>
                        取消关注
                      </Button>
                    </div>
                  </li>
                )
              })}
            </ul>
            <Pagination current={page} total={total} pageSize={SHOPS_PAGE_SIZE} pageHref={followedShopsHref} />
          </>
        ) : (
          <MemberEmpty
            title="您还没有关注店铺"
            hint="关注喜欢的店铺，新品与优惠早知道"
            link={{ to: '/store', label: '去看看门店' }}
          />
        )}
      </MemberPanel>
      <ConfirmDialog
        open={removal.target !== null}
        title="取消关注"
        onOk={() => void removal.confirm()}
        onCancel={removal.cancel}
      >
        确定不再关注{removal.target ? `“${removal.target.name}”` : '该店铺'}吗？
      </ConfirmDialog>
    </MemberFrame>
  )
}
