import { lazy, Suspense, useState } from 'react'
import type { CouponClaim } from './use-coupon-claim.ts'

/** The dialog loads with its code after the first successful claim. */
const ConfirmDialog = lazy(() =>
  import('../../../components/modal/ConfirmDialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
)

/** The go-shopping confirm shown after a successful claim. */
export function ShoppingOffer({ claims }: { claims: CouponClaim }) {
  // Once opened the dialog stays mounted, so closing it returns focus as the dialog always does.
  const [wanted, setWanted] = useState(false)
  if (claims.offerShopping && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense>
      <ConfirmDialog
        open={claims.offerShopping}
        title="领取成功"
        onOk={claims.goShopping}
        onCancel={claims.dismissShopping}
      >
        优惠券已放入您的账户，现在去挑选商品吗？
      </ConfirmDialog>
    </Suspense>
  )
}
