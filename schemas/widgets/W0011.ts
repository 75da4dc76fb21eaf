import { Type, type Static } from '@sinclair/typebox'
import { LinkData } from '../link.ts'
import { Align, Color, FontSize, Label, commonDefaults, commonFields, deepFreeze } from '../style.ts'
import { textDefaults } from './text-defaults.ts'

/** W0011 文本 (text): styled text, optionally a link; height follows floor(fontSize / 0.6). */

export const W0011_NAME = '文本'

export { textHeightFor } from '../widget-rules.ts'

export const W0011Settings = Type.Object({
  ...commonFields('W0011'),
  text: Label('文本', 500),
  fontSize: FontSize(14),
  textAlign: Align('left'),
  fontWeight: Type.Union([Type.Literal('normal'), Type.Literal('bold')], { default: 'normal' }),
  fontStyle: Type.Union([Type.Literal('normal'), Type.Literal('italic')], { default: 'normal' }),
  textDecoration: Type.Union([Type.Literal('none'), Type.Literal('underline')], { default: 'none' }),
  color: Color('#333333'),
  foregroundColor: Color(''),
  backgroundColor: Color(''),
  /** At most one link; empty means plain text. */
  data: Type.Array(LinkData, { maxItems: 1, default: [] }),
})
export type W0011 = Static<typeof W0011Settings>

export const w0011Defaults: W0011 = deepFreeze({
  ...commonDefaults('W0011', 'text', { width: 52, height: 20 }),
  ...textDefaults,
  data: [],
})
