import { Type, type Static } from '@sinclair/typebox'
import { CouponEntry, GoodsEntry, ImageEntry, goodsEntry, imageEntry } from '../entries.ts'
import { LinkData, emptyLink } from '../link.ts'
import { Label, LimitedArray, commonDefaults, commonFields, deepFreeze, type ListLimit } from '../style.ts'

/**
 * W0012 橱窗卡片 (showcase card). styleType picks which of the five data lists is shown:
 * 0-2 windows of 2, 3 and 4 images, 3 product groups, 4 coupon groups (spec 2.9).
 */

export const W0012_NAME = '橱窗卡片'

export const W0012_STYLE_TYPES = [0, 1, 2, 3, 4] as const

export const W0012Limits = {
  productGroups: { minItems: 1, maxItems: 4, minMessage: '请至少添加1组商品', maxMessage: '最多添加4组商品' },
  couponGroups: { minItems: 1, maxItems: 3, minMessage: '请至少添加1组优惠券', maxMessage: '最多添加3组优惠券' },
  couponsPerGroup: { maxItems: 3, maxMessage: '最多选择3张优惠券' },
  goodsPerGroup: { maxItems: 4 },
} satisfies Record<string, ListLimit>

const images = (count: number) => Type.Array(ImageEntry, { minItems: count, maxItems: count })

export const ProductGroup = Type.Object({
  type: Type.Literal('goods'),
  data: LimitedArray(GoodsEntry, W0012Limits.goodsPerGroup),
})
export type ProductGroup = Static<typeof ProductGroup>

export const CouponGroup = Type.Object({
  type: Type.Literal('coupon'),
  data: LimitedArray(CouponEntry, W0012Limits.couponsPerGroup),
})
export type CouponGroup = Static<typeof CouponGroup>

export const W0012Settings = Type.Object({
  ...commonFields('W0012'),
  mainTitle: Label('橱窗卡片', 50),
  subTitle: Label('', 100),
  linkPath: LinkData,
  styleType: Type.Union(
    W0012_STYLE_TYPES.map((value) => Type.Literal(value)),
    { default: 0 },
  ),
  data: Type.Tuple([
    images(2),
    images(3),
    images(4),
    LimitedArray(ProductGroup, W0012Limits.productGroups),
    LimitedArray(CouponGroup, W0012Limits.couponGroups),
  ]),
})
export type W0012 = Static<typeof W0012Settings>

const imageList = (count: number) => Array.from({ length: count }, imageEntry)

export const w0012Defaults: W0012 = deepFreeze({
  ...commonDefaults('W0012', 'showcasecard', { width: 390, height: 450 }),
  mainTitle: '橱窗卡片',
  subTitle: '',
  linkPath: emptyLink(),
  styleType: 0,
  data: [
    imageList(2),
    imageList(3),
    imageList(4),
    [{ type: 'goods', data: [goodsEntry()] }],
    [{ type: 'coupon', data: [] }],
  ],
})
