import { Type, type Static } from '@sinclair/typebox'
import { Color, FontSize, NonNegative, commonDefaults, commonFields, deepFreeze } from '../style.ts'

/** W0010 迷你购物车 (mini cart button). */

export const W0010_NAME = '迷你购物车'

export const W0010Settings = Type.Object({
  ...commonFields('W0010'),
  fontSize: FontSize(14),
  wgtTheme: Color('#479EE9'),
  wgtTextColor: Color('#333333'),
  /** Border size in px (the field name is the legacy designer's). */
  wgtBorderRadius: NonNegative(1),
  /** Border colour (the field name is the legacy designer's). */
  wgtAaaa: Color('#E5E5E5'),
})
export type W0010 = Static<typeof W0010Settings>

export const w0010Defaults: W0010 = deepFreeze({
  ...commonDefaults('W0010', 'minicart', { width: 110, height: 38 }),
  fontSize: 14,
  wgtTheme: '#479EE9',
  wgtTextColor: '#333333',
  wgtBorderRadius: 1,
  wgtAaaa: '#E5E5E5',
})
