import { Type, type Static } from '@sinclair/typebox'
import { GoodsEntry, goodsEntry } from '../entries.ts'
import { Color, Label, LimitedArray, type ListLimit } from '../style.ts'

/** Tabbed product lists shared by W0014, W0015 and W0017 (spec 3, 5). */

const AT_LEAST_ONE_GOODS = '请至少添加1个商品'

export const ShowcaseTabLimits = {
  tabs: { minItems: 1, maxItems: 10, minMessage: AT_LEAST_ONE_GOODS },
  goods: { minItems: 1, maxItems: 50, minMessage: AT_LEAST_ONE_GOODS },
} satisfies Record<string, ListLimit>

export const ShowcaseTab = Type.Object({
  text: Label('选项卡', 20),
  data: LimitedArray(GoodsEntry, ShowcaseTabLimits.goods),
})
export type ShowcaseTab = Static<typeof ShowcaseTab>

export const showcaseTabFields = (title: string) => ({
  text: Label(title, 50),
  wgtTextColor: Color('#333333'),
  wgtBackgroundColor: Color('#FFFFFF'),
  /** Rounded cards on/off. */
  wgtBorderRadius: Type.Boolean({ default: false }),
  data: LimitedArray(ShowcaseTab, ShowcaseTabLimits.tabs),
})

export const showcaseTabDefaults = (title: string) => ({
  text: title,
  wgtTextColor: '#333333',
  wgtBackgroundColor: '#FFFFFF',
  wgtBorderRadius: false,
  data: [{ text: '选项卡', data: [goodsEntry()] }],
})
