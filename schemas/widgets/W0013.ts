import { Type, type Static } from '@sinclair/typebox'
import { MenuEntry } from '../entries.ts'
import { Color, commonDefaults, commonFields, deepFreeze } from '../style.ts'

/**
 * W0013 滚动导航 (scroll navigation): a horizontal menu with arrows; the entry whose link matches
 * the current path is highlighted and scrolled into view (offset 50 px).
 */

export const W0013_NAME = '滚动导航'

export const W0013Settings = Type.Object({
  ...commonFields('W0013'),
  wgtTheme: Color('#479EE9'),
  wgtTextColor: Color('#333333'),
  data: Type.Array(MenuEntry, { maxItems: 50, default: [] }),
})
export type W0013 = Static<typeof W0013Settings>

export const w0013Defaults: W0013 = deepFreeze({
  ...commonDefaults('W0013', 'scrollnav', { height: 40 }),
  wgtTheme: '#479EE9',
  wgtTextColor: '#333333',
  data: [],
})
