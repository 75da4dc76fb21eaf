import { Type, type Static } from '@sinclair/typebox'
import { GoodsEntry, goodsEntry } from '../entries.ts'
import {
  Align,
  Color,
  FontSize,
  Label,
  LimitedArray,
  NonNegative,
  SafeUrl,
  ToFixed,
  commonDefaults,
  commonFields,
  deepFreeze,
  optional,
  type ListLimit,
} from '../style.ts'
import { CarouselStyle } from './W0001.ts'

/** W0018 热卖商品轮播 (hot-sale goods carousel): a looping carousel of product groups. */

export const W0018_NAME = '热卖商品轮播'

export const W0018Limits = {
  groups: { minItems: 1, maxItems: 5, minMessage: '请至少添加1组商品列表', maxMessage: '最多只能添加5组商品列表' },
  goods: { maxItems: 20 },
} satisfies Record<string, ListLimit>

export const GoodsGroup = Type.Object({
  /** Thumbnail for the style5 indicator. */
  imgUrl: optional(SafeUrl()),
  data: LimitedArray(GoodsEntry, W0018Limits.goods),
})
export type GoodsGroup = Static<typeof GoodsGroup>

export const W0018Settings = Type.Object({
  ...commonFields('W0018'),
  mainTitle: Label('热卖商品', 50),
  autoplay: Type.Boolean({ default: true }),
  autoplaySpeed: NonNegative(2000),
  styleType: CarouselStyle,
  pointAlign: Align('center'),
  pointActiveColor: Color('#479EE9'),
  pointDefaultColor: Color('#DDDDDD'),
  /** Spec 5: W0018 title font 0-27. */
  wgtTitleFontSize: FontSize(14, { maximum: 27 }),
  wgtTitleColor: Color('#333333'),
  wgtPriceFontSize: FontSize(20),
  wgtToFixed: ToFixed(2),
  wgtPriceColor: Color('#DB002E'),
  data: LimitedArray(GoodsGroup, W0018Limits.groups),
})
export type W0018 = Static<typeof W0018Settings>

export const w0018Defaults: W0018 = deepFreeze({
  ...commonDefaults('W0018', 'hotsalecarousel', { width: 307, height: 593 }),
  mainTitle: '热卖商品',
  autoplay: true,
  autoplaySpeed: 2000,
  styleType: 'style1',
  pointAlign: 'center',
  pointActiveColor: '#479EE9',
  pointDefaultColor: '#DDDDDD',
  wgtTitleFontSize: 14,
  wgtTitleColor: '#333333',
  wgtPriceFontSize: 20,
  wgtToFixed: 2,
  wgtPriceColor: '#DB002E',
  data: [{ data: [goodsEntry()] }],
})
