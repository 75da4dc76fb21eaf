import { color, coupons } from './build.ts'
import { titleBarHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0021 优惠券. */
export const W0021Hints: HintSet = {
  fields: {
    ...titleBarHints,
    wgtCouponColor: color('优惠券颜色'),
    wgtButtonColor: color('领取按钮颜色'),
    data: coupons('优惠券'),
  },
  hidden: {},
}
