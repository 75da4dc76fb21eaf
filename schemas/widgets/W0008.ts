import { Type, type Static } from '@sinclair/typebox'
import { SEARCH_HEIGHT, SEARCH_HEIGHT_WITH_KEYWORDS } from '../widget-rules.ts'
import { MenuEntry } from '../entries.ts'
import { Color, Label, NonNegative, commonDefaults, commonFields, deepFreeze } from '../style.ts'

/** W0008 搜索 (search): height 38 without hot keywords, 66 with any (spec 2.9). */

export const W0008_NAME = '搜索'
export { SEARCH_HEIGHT, SEARCH_HEIGHT_WITH_KEYWORDS }

export const W0008Settings = Type.Object({
  ...commonFields('W0008'),
  isShowBtn: Type.Boolean({ default: true }),
  placeholder: Label('请输入关键词', 50),
  wgtTheme: Color('#479EE9'),
  wgtTextColor: Color('#17334B'),
  wgtTextColor1: Color('#333333'),
  wgtTextColor2: Color('#6D6D6D'),
  /** Input width when focused (outside design mode only). */
  focusWidth: NonNegative(0),
  /** Hot keywords under the box; each may link somewhere, otherwise it searches its title. */
  data: Type.Array(MenuEntry, { maxItems: 10, default: [] }),
})
export type W0008 = Static<typeof W0008Settings>

export const w0008Defaults: W0008 = deepFreeze({
  ...commonDefaults('W0008', 'search', { height: SEARCH_HEIGHT }),
  isShowBtn: true,
  placeholder: '请输入关键词',
  wgtTheme: '#479EE9',
  wgtTextColor: '#17334B',
  wgtTextColor1: '#333333',
  wgtTextColor2: '#6D6D6D',
  focusWidth: 0,
  data: [],
})
