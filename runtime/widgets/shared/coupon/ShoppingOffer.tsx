import { ConfirmDialog } from '../../../components/modal/ConfirmDialog.tsx'
import type { CouponClaim } from './use-coupon-claim.ts'

/** The go-shopping confirm shown after a successful claim. */
export function ShoppingOffer({ claims }: { claims: CouponClaim }) {
  return (
    <ConfirmDialog
      open={claims.offerShopping}
      title="领取成功"
      onOk={claims.goShopping}
      onCancel={claims.dismissShopping}
    >
      优惠券已放入您的账户，现在去挑选商品吗？
    </ConfirmDialog>
  )
}
