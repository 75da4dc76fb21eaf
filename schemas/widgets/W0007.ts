import { Type, type Static } from '@sinclair/typebox'
import { CategoryData, MenuEntry } from '../entries.ts'
import { Color, NonNegative, commonDefaults, commonFields, deepFreeze } from '../style.ts'

/** W0007 分类导航菜单 (category navigation menu): category list plus hot keyword links. */

export const W0007_NAME = '分类导航菜单'

export const W0007Settings = Type.Object({
  ...commonFields('W0007'),
  /** Always-open switch: when off the category list expands on hover. */
  hover: Type.Boolean({ default: false }),
  wgtTypeBackgroundColor: Color('#479EE9'),
  wgtTypeLabelColor: Color('#17334B'),
  wgtBackgroundColor: Color('#FFFFFF'),
  wgtSelectColor: Color('#479EE9'),
  wgtTextColor: Color('#333333'),
  wgtSubTextColor: Color('#6D6D6D'),
  categoryData: CategoryData,
  /** Offset in px of the opened list below the bar. */
  menuTop: NonNegative(0),
  data: Type.Array(MenuEntry, { maxItems: 20, default: [] }),
})
export type W0007 = Static<typeof W0007Settings>

export const w0007Defaults: W0007 = deepFreeze({
  ...commonDefaults('W0007', 'categorynav', { height: 40 }),
  hover: false,
  wgtTypeBackgroundColor: '#479EE9',
  wgtTypeLabelColor: '#17334B',
  wgtBackgroundColor: '#FFFFFF',
  wgtSelectColor: '#479EE9',
  wgtTextColor: '#333333',
  wgtSubTextColor: '#6D6D6D',
  categoryData: [],
  menuTop: 0,
  data: [],
})
