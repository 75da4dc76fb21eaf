import { type Static, Type } from '@sinclair/typebox'
import { commonDefaults, commonFields, deepFreeze } from '../style.ts'
import { showcaseTabDefaults, showcaseTabFields } from './showcase-tabs.ts'

/** W0014 主图橱窗 (main-image showcase): tabs of products, the first shown large. */

export const W0014_NAME = '主图橱窗'

export const W0014Settings = Type.Object({
  ...commonFields('W0014'),
  ...showcaseTabFields('主图橱窗'),
})
export type W0014 = Static<typeof W0014Settings>

export const w0014Defaults: W0014 = deepFreeze({
  ...commonDefaults('W0014', 'mainimageshowcase', { height: 462 }),
  ...showcaseTabDefaults('主图橱窗'),
})
