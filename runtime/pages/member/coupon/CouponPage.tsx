import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { LinkButton } from '../../../components/button/LinkButton.tsx'
import { Pagination } from '../../../components/pagination/Pagination.tsx'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberFrame } from '../frame/MemberFrame.tsx'
import { AssetEmpty } from './AssetEmpty.tsx'
import { AssetTabs } from './AssetTabs.tsx'
import { HeldCouponCard } from './HeldCouponCard.tsx'
import { HELD_COUPON_TABS, couponListHref } from './coupon-tabs.ts'
import { COUPON_PAGE_SIZE, loadMemberCoupons, type MemberCouponData } from './load-member-coupons.ts'
import './member-coupon.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<MemberCouponData> {
  return loadMemberCoupons(loaderApi(context), request)
}

const EMPTY_TEXTS = { unused: '您暂无可用的优惠券', used: '您暂无已使用的优惠券', expired: '您暂无已过期的优惠券' } as const

/** /member/coupon (优惠券): the member's coupons by 未使用 / 已使用 / 已过期, with the way to 领券中心. */
export default function CouponPage() {
  const { tab, page, list, total, counts, now } = useLoaderData() as MemberCouponData
  const tabs = HELD_COUPON_TABS.map((item) => ({ ...item, href: couponListHref(item.key), count: counts[item.key] }))
  return (
    <MemberFrame trail={[{ title: '优惠券' }]}>
      <section className="mf-member-panel mf-member-coupon" aria-labelledby="mf-member-coupon-title">
        <AssetTabs
          title="我的优惠券"
          titleId="mf-member-coupon-title"
          label="优惠券状态"
          tabs={tabs}
          current={tab}
          extra={<Link to="/member/coupon-center">领券中心 &gt;</Link>}
        />
        {tab === 'unused' && list.length > 0 && (
          <p className="mf-member-coupon__tip">每张订单限用一张优惠券，结算时自动匹配可用优惠券；优惠券不可兑换现金，不设找零。</p>
        )}
        {list.length > 0 ? (
          <>
            <ul className="mf-member-coupon__grid">
              {list.map((coupon) => (
                <li key={coupon.id}>
                  <HeldCouponCard coupon={coupon} now={now} />
                </li>
              ))}
            </ul>
            <Pagination current={page} total={total} pageSize={COUPON_PAGE_SIZE} pageHref={(to) => couponListHref(tab, to)} />
          </>
        ) : (
          <AssetEmpty title={EMPTY_TEXTS[tab]} hint={tab === 'unused' ? '去领券中心看看，领券购物更划算' : undefined}>
            {tab === 'unused' && (
              <LinkButton to="/member/coupon-center" type="primary">
                去领券
              </LinkButton>
            )}
          </AssetEmpty>
        )}
      </section>
    </MemberFrame>
  )
}
