import { Type, type Static } from '@sinclair/typebox'
import { ImageEntry } from '../entries.ts'
import { LinkData, emptyLink } from '../link.ts'
import { FontSize, Label, NonNegative, commonDefaults, commonFields, deepFreeze } from '../style.ts'

/** W0004 品牌墙 (logo wall): logos in 3, 4 or 5 columns, gap 10, logo height 60% of its width. */

export const W0004_NAME = '品牌墙'

export const W0004Settings = Type.Object({
  ...commonFields('W0004'),
  text: Label('品牌墙', 50),
  showMore: Type.Boolean({ default: false }),
  moreText: Label('更多', 20),
  wgtMoreFontSize: FontSize(12, { minimum: 10 }),
  moreLinkData: LinkData,
  column: Type.Union([Type.Literal(3), Type.Literal(4), Type.Literal(5)], { default: 5 }),
  logoWidth: NonNegative(0),
  logoHeight: NonNegative(0),
  data: Type.Array(ImageEntry, { maxItems: 100, default: [] }),
})
export type W0004 = Static<typeof W0004Settings>

export const w0004Defaults: W0004 = deepFreeze({
  ...commonDefaults('W0004', 'logowall', { height: 200 }),
  text: '品牌墙',
  showMore: false,
  moreText: '更多',
  wgtMoreFontSize: 12,
  moreLinkData: emptyLink(),
  column: 5,
  logoWidth: 0,
  logoHeight: 0,
  data: [],
})
