import { Type, type Static } from '@sinclair/typebox'
import { LinkData, emptyLink } from '../link.ts'
import { Color, FontSize, SafeUrl, commonDefaults, commonFields, deepFreeze } from '../style.ts'
import { showcaseTabDefaults, showcaseTabFields } from './showcase-tabs.ts'

/** W0017 专题橱窗 (special showcase): a main feature image beside tabs of products. */

export const W0017_NAME = '专题橱窗'

export const MainGoods = Type.Object({
  goods_pic: SafeUrl(),
  pathData: LinkData,
})
export type MainGoods = Static<typeof MainGoods>

export const W0017Settings = Type.Object({
  ...commonFields('W0017'),
  ...showcaseTabFields('专题橱窗'),
  mainGoods: MainGoods,
  wgtSubTitleColor: Color('#6D6D6D'),
  wgtSubTitleFontSize: FontSize(14),
})
export type W0017 = Static<typeof W0017Settings>

export const w0017Defaults: W0017 = deepFreeze({
  ...commonDefaults('W0017', 'specialshowcase', { width: 882, height: 592 }),
  ...showcaseTabDefaults('专题橱窗'),
  mainGoods: { goods_pic: '', pathData: emptyLink() },
  wgtSubTitleColor: '#6D6D6D',
  wgtSubTitleFontSize: 14,
})
