import { useParams } from 'react-router-dom'
import { PageHeader } from '../../kit/PageHeader.tsx'
import { useRemote } from '../../kit/use-remote.ts'
import { NoAccess } from '../../shell/NoAccess.tsx'
import { couponApi } from './api.ts'
import { CouponForm } from './CouponForm.tsx'
import { blankCouponForm, formOfCoupon } from './form-model.ts'
import './coupons.css'

/** 新增优惠券 (/marketing/coupons/new) and 编辑优惠券 (/marketing/coupons/:id): loads the coupon, then shows the form. */
export function CouponEditPage() {
  const params = useParams()
  const couponId = params.id === undefined ? null : /^\d{1,10}$/.test(params.id) ? Number(params.id) : Number.NaN
  const isNew = couponId === null
  const title = isNew ? '新增优惠券' : '编辑优惠券'
  const loaded = useRemote(
    async () => (couponId === null || Number.isNaN(couponId) ? null : couponApi.detail(couponId)),
    String(couponId),
  )

  if (Number.isNaN(couponId)) return <NoAccess kind="missing" />
  const coupon = loaded.data ?? null

  return (
    <>
      <PageHeader
        crumbs={[{ label: '营销' }, { label: '优惠券', to: '/marketing/coupons' }, { label: title }]}
        title={coupon ? `${title}：${coupon.title}` : title}
      />
      {loaded.error ? (
        <div className="ac-card ac-table-note" role="alert">
          {loaded.error}
          <button type="button" className="dz-btn" onClick={loaded.reload}>
            重试
          </button>
        </div>
      ) : loaded.loading ? (
        <p className="ac-card ac-table-note" role="status">
          正在加载…
        </p>
      ) : (
        <CouponForm
          key={String(couponId)}
          couponId={couponId}
          initial={coupon ? formOfCoupon(coupon) : blankCouponForm()}
          claimed={coupon?.get_num ?? 0}
        />
      )}
    </>
  )
}
