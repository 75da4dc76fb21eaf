import { ConfirmDialog } from './ConfirmDialog.tsx'
import type { CouponClaim } from './use-coupon-claim.ts'

/** The go-shopping confirm shown after a successful claim. */
export function ShoppingOffer({ claims }: { claims: CouponClaim }) {
  if (!claims.offerShopping) return null
  return (
    <ConfirmDialog
      title="领取成功"
      message="优惠券已放入您的账户，现在去挑选商品吗？"
      okText="确定"
      cancelText="取消"
      onOk={claims.goShopping}
      onCancel={claims.dismissShopping}
    />
  )
}
