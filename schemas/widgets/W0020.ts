import { Type, type Static } from '@sinclair/typebox'
import { GoodsEntry, Tag } from '../entries.ts'
import { Id, LinkData } from '../link.ts'
import {
  Label,
  LimitedArray,
  SafeUrl,
  commonDefaults,
  commonFields,
  deepFreeze,
  optional,
  type ListLimit,
} from '../style.ts'
import { shopBlockFields } from './shop-fields.ts'
import { shopBlockDefaults } from './title-bar-defaults.ts'

/** W0020 推荐店铺 (recommended shops): shop blocks with top image, banner, logo, 2 tags, 3 goods. */

export const W0020_NAME = '推荐店铺'
export { SHOP_TOP_IMAGE } from '../widget-rules.ts'
export const CHOOSE_SHOP_FIRST = '请先选择商铺'

export const W0020Limits = {
  tags: { maxItems: 2 },
  goods: { maxItems: 3 },
  shops: { maxItems: 20 },
} satisfies Record<string, ListLimit>

export const ShopEntry = Type.Object({
  /** 0 until a shop is chosen; goods can only be picked after that (checked in validateWidget). */
  shop_id: Id,
  shop_name: Label('', 100),
  shop_pic: SafeUrl(),
  banner: optional(SafeUrl()),
  logo: optional(SafeUrl()),
  pathData: optional(LinkData),
  tag_list: LimitedArray(Tag, W0020Limits.tags, { default: [] }),
  goods_list: LimitedArray(GoodsEntry, W0020Limits.goods, { default: [] }),
})
export type ShopEntry = Static<typeof ShopEntry>

export const W0020Settings = Type.Object({
  ...commonFields('W0020'),
  ...shopBlockFields('推荐店铺', 2),
  data: LimitedArray(ShopEntry, W0020Limits.shops, { default: [] }),
})
export type W0020 = Static<typeof W0020Settings>

export const w0020Defaults: W0020 = deepFreeze({
  ...commonDefaults('W0020', 'recommendshops', { height: 430 }),
  ...shopBlockDefaults('推荐店铺', 2),
  data: [],
})

/** Spec 5: goods are chosen per shop, so a shop entry without a shop must not hold goods. */
export function checkW0020(widget: W0020): { path: string; message: string }[] {
  return widget.data.flatMap((shop, index) =>
    shop.goods_list.length > 0 && Number(shop.shop_id) <= 0
      ? [{ path: `/data/${index}/goods_list`, message: CHOOSE_SHOP_FIRST }]
      : [],
  )
}
