import { type Static, Type } from '@sinclair/typebox'
import { Color, FontSize, ToFixed, commonDefaults, commonFields, deepFreeze } from '../style.ts'
import { showcaseTabDefaults, showcaseTabFields } from './showcase-tabs.ts'

/** W0015 精品橱窗 (boutique showcase): tabs of products with styled titles and prices. */

export const W0015_NAME = '精品橱窗'

export const W0015Settings = Type.Object({
  ...commonFields('W0015'),
  ...showcaseTabFields('精品橱窗'),
  wgtTitleColor: Color('#333333'),
  wgtTitleFontSize: FontSize(18),
  wgtPriceColor: Color('#DB002E'),
  wgtPriceFontSize: FontSize(18),
  wgtToFixed: ToFixed(2),
})
export type W0015 = Static<typeof W0015Settings>

export const w0015Defaults: W0015 = deepFreeze({
  ...commonDefaults('W0015', 'boutiqueshowcase', { height: 462 }),
  ...showcaseTabDefaults('精品橱窗'),
  wgtTitleColor: '#333333',
  wgtTitleFontSize: 18,
  wgtPriceColor: '#DB002E',
  wgtPriceFontSize: 18,
  wgtToFixed: 2,
})
