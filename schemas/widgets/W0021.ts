import { Type, type Static } from '@sinclair/typebox'
import { CouponEntry, couponEntry } from '../entries.ts'
import { Color, LimitedArray, commonDefaults, commonFields, deepFreeze, type ListLimit } from '../style.ts'
import { titleBarFields } from './shop-fields.ts'
import { titleBarDefaults } from './title-bar-defaults.ts'

/** W0021 优惠券 (coupons): title, subtitle, more link and coupon cards (3 per slide) with claim buttons. */

export const W0021_NAME = '优惠券'

export const W0021Limits = {
  coupons: { minItems: 1, maxItems: 30, minMessage: '请至少添加1个优惠券' },
} satisfies Record<string, ListLimit>

export const W0021Settings = Type.Object({
  ...commonFields('W0021'),
  ...titleBarFields('优惠券'),
  wgtCouponColor: Color('#FF0036'),
  wgtButtonColor: Color('#DB002E'),
  data: LimitedArray(CouponEntry, W0021Limits.coupons),
})
export type W0021 = Static<typeof W0021Settings>

export const w0021Defaults: W0021 = deepFreeze({
  ...commonDefaults('W0021', 'coupons', { height: 462 }),
  ...titleBarDefaults('优惠券'),
  wgtCouponColor: '#FF0036',
  wgtButtonColor: '#DB002E',
  data: [couponEntry()],
})
