import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { Pagination } from '../../../components/pagination/Pagination.tsx'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { MemberEmpty } from '../../../components/member-panel/MemberEmpty.tsx'
import { MemberList } from '../../../components/member-panel/MemberList.tsx'
import { AssetTabs } from './AssetTabs.tsx'
import { HeldCouponCard } from './HeldCouponCard.tsx'
import { HELD_COUPON_TABS, couponListHref } from './coupon-tabs.ts'
import { COUPON_PAGE_SIZE, loadMemberCoupons, type MemberCouponData } from './load-member-coupons.ts'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import './member-coupon.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<MemberCouponData> {
  return loadMemberCoupons(loaderApi(context), request)
}

const EMPTY_TEXTS = {
  unused: '您暂无可用的优惠券',
  used: '您暂无已使用的优惠券',
  expired: '您暂无已过期的优惠券',
} as const

/** /member/coupon (优惠券): the member's coupons by 未使用 / 已使用 / 已过期, with the way to 领券中心. */
export default function CouponPage() {
  const { tab, page, list, total, counts, now } = useLoaderData() as MemberCouponData
  const tabs = HELD_COUPON_TABS.map((item) => ({ ...item, href: couponListHref(item.key), count: counts[item.key] }))
  return (
    <MemberFrame trail={[{ title: '优惠券' }]}>
      <MemberPanel className="mf-member-coupon" labelledBy="mf-member-coupon-title">
        <AssetTabs
          title="我的优惠券"
          titleId="mf-member-coupon-title"
          label="优惠券状态"
          tabs={tabs}
          current={tab}
          extra={<Link to="/member/coupon-center">领券中心 &gt;</Link>}
        />
        {tab === 'unused' && list.length > 0 && (
          <p className="mf-member-coupon__tip">
            每张订单限用一张优惠券，结算时自动匹配可用优惠券；优惠券不可兑换现金，不设找零。
          </p>
        )}
        <MemberList
          items={list}
          itemKey={(coupon) => coupon.id}
          className="mf-member-coupon__grid"
          empty={
            <MemberEmpty
              title={EMPTY_TEXTS[tab]}
              hint={tab === 'unused' ? '去领券中心看看，领券购物更划算' : undefined}
              link={tab === 'unused' ? { to: '/member/coupon-center', label: '去领券' } : undefined}
            />
          }
        >
          {(coupon) => <HeldCouponCard coupon={coupon} now={now} />}
        </MemberList>
        {list.length > 0 && (
          <Pagination
            current={page}
            total={total}
            pageSize={COUPON_PAGE_SIZE}
            pageHref={(to) => couponListHref(tab, to)}
          />
        )}
      </MemberPanel>
    </MemberFrame>
  )
}
