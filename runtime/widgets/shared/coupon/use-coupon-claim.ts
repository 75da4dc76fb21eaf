import { useState } from 'react'
import { call } from '../../../api/call.ts'
import { getApi } from '../../../api/index.ts'
import { toast } from '../../../components/toast/toast.ts'
import { hasSession } from '../../../lib/auth-storage.ts'
import { loginUrl } from '../../../lib/login-url.ts'
import { heldCopies, personalGetted, usePersonal } from '../../../stores/personal.tsx'
import { currentFullPath, useWidgetNavigate } from '../navigation.tsx'
import type { WidgetMode } from '../../types.ts'
import { gettedAfterClaim, type WidgetCoupon } from './coupon.ts'

/** Where 确定 in the go-shopping dialog leads (spec 4 "Coupon claim in widgets"). */
export const SHOPPING_PATH = '/items?keywords='

export interface CouponClaim {
  /** The coupon's getted state: the member's holdings from the personal answer, then this page's own claims. */
  gettedOf(coupon: WidgetCoupon): number
  isClaiming(coupon: WidgetCoupon): boolean
  claim(coupon: WidgetCoupon): Promise<void>
  /** True while the go-shopping dialog should show. */
  offerShopping: boolean
  goShopping(): void
  dismissShopping(): void
}

/**
 * Claiming coupons from a widget (W0021, and W0012's coupon style). Only render mode claims:
 * a guest goes to the login page first; a member receives through the API, whose client shows
 * the server's message on failure.
 */
export function useCouponClaim(mode: WidgetMode): CouponClaim {
  const navigate = useWidgetNavigate()
  const [getted, setGetted] = useState<Record<string, number>>({})
  // The page is shared by the member's audience; what they already claimed comes after load.
  const personal = usePersonal((parts) => parts)
  const gettedOf = (coupon: WidgetCoupon) => getted[String(coupon.card_id)] ?? personalGetted(coupon, personal)
  const [claiming, setClaiming] = useState<string | null>(null)
  const [offerShopping, setOfferShopping] = useState(false)

  async function claim(coupon: WidgetCoupon) {
    const key = String(coupon.card_id)
    if (mode !== 'render' || claiming !== null) return
    if (gettedOf(coupon) !== 0) return
    if (!hasSession('customer')) {
      navigate(loginUrl(currentFullPath()))
      return
    }
    setClaiming(key)
    try {
      await call(getApi(), 'GET /user/receiveCard', { card_id: coupon.card_id })
      setGetted((state) => ({
        ...state,
        [key]: gettedAfterClaim({ ...coupon, user_get_num: heldCopies(coupon, personal) }),
      }))
      toast.success('领取成功')
      setOfferShopping(true)
    } catch {
      // The API client has already shown the server's message (or sent a stale session to login).
    } finally {
      setClaiming(null)
    }
  }

  return {
    gettedOf,
    isClaiming: (coupon) => claiming === String(coupon.card_id),
    claim,
    offerShopping,
    goShopping() {
      setOfferShopping(false)
      navigate(SHOPPING_PATH)
    },
    dismissShopping: () => setOfferShopping(false),
  }
}
