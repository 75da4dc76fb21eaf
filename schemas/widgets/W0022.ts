import { Type, type Static } from '@sinclair/typebox'
import { CategoryData, MenuEntry } from '../entries.ts'
import { Color, FontSize, Label, commonDefaults, commonFields, deepFreeze } from '../style.ts'

/**
 * W0022 主类目导航 (main category navigation): an all-categories button with a list of up to
 * three levels, plus custom menu links.
 */

export const W0022_NAME = '主类目导航'

export const W0022Settings = Type.Object({
  ...commonFields('W0022'),
  text: Label('全部分类', 20),
  /** Always-open switch: when off the list opens on hover. */
  hover: Type.Boolean({ default: false }),
  wgtTheme: Color('#479EE9'),
  wgtTextColor: Color('#17334B'),
  wgtMenuTextColor: Color('#333333'),
  wgtSelectColor: Color('#479EE9'),
  wgtBackgroundColor: Color('#FFFFFF'),
  wgtFontSize: FontSize(14),
  categoryData: CategoryData,
  data: Type.Array(MenuEntry, { maxItems: 20, default: [] }),
})
export type W0022 = Static<typeof W0022Settings>

export const w0022Defaults: W0022 = deepFreeze({
  ...commonDefaults('W0022', 'maincategorynav', { height: 40 }),
  text: '全部分类',
  hover: false,
  wgtTheme: '#479EE9',
  wgtTextColor: '#17334B',
  wgtMenuTextColor: '#333333',
  wgtSelectColor: '#479EE9',
  wgtBackgroundColor: '#FFFFFF',
  wgtFontSize: 14,
  categoryData: [],
  data: [],
})
