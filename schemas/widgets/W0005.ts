import { Type, type Static } from '@sinclair/typebox'
import { GoodsEntry, Tag, goodsEntry } from '../entries.ts'
import { Label, LimitedArray, commonDefaults, commonFields, deepFreeze, optional, type ListLimit } from '../style.ts'

/** W0005 商品橱窗(选项卡) (goods showcase with tabs): hovering a tab shows its goods. */

export const W0005_NAME = '商品橱窗(选项卡)'

const AT_LEAST_ONE_GOODS = '请至少添加1个商品'

export const W0005Limits = {
  tabs: { minItems: 1, maxItems: 10, minMessage: AT_LEAST_ONE_GOODS },
  goods: { minItems: 1, maxItems: 50, minMessage: AT_LEAST_ONE_GOODS },
} satisfies Record<string, ListLimit>

export const W0005Tab = Type.Object({
  text: Label('选项卡', 20),
  tagList: optional(Type.Array(Tag, { maxItems: 10 })),
  data: LimitedArray(GoodsEntry, W0005Limits.goods),
})
export type W0005Tab = Static<typeof W0005Tab>

export const W0005Settings = Type.Object({
  ...commonFields('W0005'),
  text: Label('商品橱窗', 50),
  data: LimitedArray(W0005Tab, W0005Limits.tabs),
})
export type W0005 = Static<typeof W0005Settings>

export const w0005Defaults: W0005 = deepFreeze({
  ...commonDefaults('W0005', 'showcase', { height: 420 }),
  text: '商品橱窗',
  data: [{ text: '选项卡', data: [goodsEntry()] }],
})
