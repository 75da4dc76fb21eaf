import { Type, type Static } from '@sinclair/typebox'
import { GoodsEntry } from '../entries.ts'
import { LinkData, emptyLink } from '../link.ts'
import { Align, Color, FontSize, Label, commonDefaults, commonFields, deepFreeze } from '../style.ts'

/** W0002 商品 (goods): a titled row of product cards (214x214 images) with an optional more link. */

export const W0002_NAME = '商品'

export const W0002Settings = Type.Object({
  ...commonFields('W0002'),
  text: Label('商品推荐', 50),
  titleAlign: Align('left'),
  titleBackground: Color(''),
  wgtTitleColor: Color('#333333'),
  wgtTitleFontSize: FontSize(18),
  wgtPriceColor: Color('#DB002E'),
  wgtPriceFontSize: FontSize(16),
  showMore: Type.Boolean({ default: false }),
  moreText: Label('更多', 20),
  /** Spec 5 "more-title font min 10". */
  wgtMoreFontSize: FontSize(12, { minimum: 10 }),
  moreLinkData: LinkData,
  data: Type.Array(GoodsEntry, { maxItems: 50, default: [] }),
})
export type W0002 = Static<typeof W0002Settings>

export const w0002Defaults: W0002 = deepFreeze({
  ...commonDefaults('W0002', 'goods', { height: 320 }),
  text: '商品推荐',
  titleAlign: 'left',
  titleBackground: '',
  wgtTitleColor: '#333333',
  wgtTitleFontSize: 18,
  wgtPriceColor: '#DB002E',
  wgtPriceFontSize: 16,
  showMore: false,
  moreText: '更多',
  wgtMoreFontSize: 12,
  moreLinkData: emptyLink(),
  data: [],
})
