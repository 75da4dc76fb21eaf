import { Type, type Static } from '@sinclair/typebox'
import { ImageEntry, imageEntry } from '../entries.ts'
import {
  Align,
  Color,
  LimitedArray,
  NonNegative,
  commonDefaults,
  commonFields,
  deepFreeze,
  type ListLimit,
} from '../style.ts'

/** W0001 轮播图 (carousel): 1 to 5 slides that auto-rotate when autoplay is on. */

export const W0001_NAME = '轮播图'

export const W0001Limits = {
  slides: { minItems: 1, maxItems: 5, minMessage: '请至少添加1张轮播图', maxMessage: '最多只能添加5张轮播图' },
} satisfies Record<string, ListLimit>

/** Indicator styles; style5 shows image thumbnails (shared with W0018). */
export const CarouselStyle = Type.Union(
  [
    Type.Literal('style1'),
    Type.Literal('style2'),
    Type.Literal('style3'),
    Type.Literal('style4'),
    Type.Literal('style5'),
  ],
  { default: 'style1' },
)

export const W0001Settings = Type.Object({
  ...commonFields('W0001'),
  autoplay: Type.Boolean({ default: true }),
  /** Milliseconds between slides. */
  autoplaySpeed: NonNegative(2000),
  styleType: CarouselStyle,
  pointAlign: Align('center'),
  pointDefaultColor: Color('#FFFFFF'),
  pointActiveColor: Color('#479EE9'),
  data: LimitedArray(ImageEntry, W0001Limits.slides),
})
export type W0001 = Static<typeof W0001Settings>

export const w0001Defaults: W0001 = deepFreeze({
  ...commonDefaults('W0001', 'carousel', { height: 300 }),
  autoplay: true,
  autoplaySpeed: 2000,
  styleType: 'style1',
  pointAlign: 'center',
  pointDefaultColor: '#FFFFFF',
  pointActiveColor: '#479EE9',
  data: [imageEntry()],
})
