import { Type, type Static } from '@sinclair/typebox'
import { ImageEntry, imageEntry } from '../entries.ts'
import { LinkData, emptyLink } from '../link.ts'
import { Color, FontSize, Label, commonDefaults, commonFields, deepFreeze } from '../style.ts'

/** W0016 营销橱窗 (marketing showcase): a title block and two linked images. */

export const W0016_NAME = '营销橱窗'

export const W0016Settings = Type.Object({
  ...commonFields('W0016'),
  mainTitle: Label('营销橱窗', 50),
  subTitle: Label('', 100),
  linkPath: LinkData,
  wgtBackgroundColor: Color('#FFFFFF'),
  wgtTitleFontSize: FontSize(20),
  wgtTitleColor: Color('#333333'),
  wgtSubTitleFontSize: FontSize(14),
  wgtSubTextColor: Color('#6D6D6D'),
  /** A single layout today; kept because stored templates carry it. */
  styleType: Type.Literal(0, { default: 0 }),
  data: Type.Array(ImageEntry, { minItems: 2, maxItems: 2 }),
})
export type W0016 = Static<typeof W0016Settings>

export const w0016Defaults: W0016 = deepFreeze({
  ...commonDefaults('W0016', 'marketingshowcase', { width: 384, height: 422 }),
  mainTitle: '营销橱窗',
  subTitle: '',
  linkPath: emptyLink(),
  wgtBackgroundColor: '#FFFFFF',
  wgtTitleFontSize: 20,
  wgtTitleColor: '#333333',
  wgtSubTitleFontSize: 14,
  wgtSubTextColor: '#6D6D6D',
  styleType: 0,
  data: [imageEntry(), imageEntry()],
})
