import { Type, type Static } from '@sinclair/typebox'
import { LinkData } from '../link.ts'
import { SafeUrl, commonDefaults, commonFields, deepFreeze } from '../style.ts'

/** W0003 热区图片 (hot-zone image): one image (common imgUrl) with linked rectangles in percent. */

export const W0003_NAME = '热区图片'

const Percent = Type.Number({ minimum: 0, maximum: 100, default: 0 })

export const HotZone = Type.Object({
  leftPer: Percent,
  topPer: Percent,
  widthPer: Percent,
  heightPer: Percent,
  pathData: LinkData,
})
export type HotZone = Static<typeof HotZone>

export const W0003Settings = Type.Object({
  ...commonFields('W0003'),
  imgUrl: SafeUrl(),
  data: Type.Array(HotZone, { maxItems: 50, default: [] }),
})
export type W0003 = Static<typeof W0003Settings>

export const w0003Defaults: W0003 = deepFreeze({
  ...commonDefaults('W0003', 'hotzone', { height: 200 }),
  imgUrl: '',
  proportion: true,
  data: [],
})
