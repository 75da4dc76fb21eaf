import { Type, type Static } from '@sinclair/typebox'
import { Id, LinkData, LinkPage, emptyLink } from './link.ts'
import { Color, Label, SafeUrl, optional } from './style.ts'

/**
 * Entries the widgets' data lists hold. The designer stores a snapshot (name, picture, price) so
 * the canvas shows something without fetching; the server replaces it with live data.
 */

export const ImageEntry = Type.Object({
  imgUrl: SafeUrl(),
  pathData: LinkData,
})
export type ImageEntry = Static<typeof ImageEntry>

export const imageEntry = (): ImageEntry => ({ imgUrl: '', pathData: emptyLink() })

/** A title with a link: menu items, hot keywords, custom category-menu links. */
export const MenuEntry = Type.Object({
  title: Label('', 50),
  pathData: LinkData,
  /** W0007 hot keyword colour. */
  wgtHotKeywordTextColor: optional(Color('')),
})
export type MenuEntry = Static<typeof MenuEntry>

export const Tag = Type.Object({
  tag_id: Id,
  tag_name: Label('', 30),
})
export type Tag = Static<typeof Tag>

const Cents = (fallback = 0) => Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: fallback })

/** A picked product (spec 3 goods widget / W0012 product entry). Its link is always the product. */
export const GoodsEntry = Type.Object({
  goods_id: Id,
  itemId: Id,
  goods_name: Label('', 200),
  goods_pic: SafeUrl(),
  price: Cents(),
  market_price: optional(Cents()),
  linkPage: optional(LinkPage),
  linkPageLabel: optional(Label()),
  brief: optional(Label('', 200)),
  subTitle: optional(Label('', 200)),
  tagList: optional(Type.Array(Tag, { maxItems: 10 })),
})
export type GoodsEntry = Static<typeof GoodsEntry>

/** Placeholder product: id 0 shows a blank card in the designer until a product is picked. */
export const goodsEntry = (): GoodsEntry => ({
  goods_id: 0,
  itemId: 0,
  goods_name: '商品名称',
  goods_pic: '',
  price: 0,
  market_price: 0,
  linkPage: 'goods',
})

export const CouponEntry = Type.Object({
  card_id: Id,
  title: Label('', 100),
  description: optional(Label('', 500)),
  card_type: Type.Union([Type.Literal('cash'), Type.Literal('discount'), Type.Literal('gift')], { default: 'cash' }),
  reduce_cost: optional(Cents()),
  /** Percentage off, e.g. 20 shows 8折 (spec 9). */
  discount: optional(Type.Number({ minimum: 0, maximum: 100, default: 0 })),
  least_cost: optional(Cents()),
  imgUrl: optional(SafeUrl()),
})
export type CouponEntry = Static<typeof CouponEntry>

export const couponEntry = (): CouponEntry => ({
  card_id: 0,
  title: '优惠券',
  card_type: 'cash',
  reduce_cost: 0,
  least_cost: 0,
})

/** A category as stored for W0007/W0022 (the server replaces it with the live tree). */
const categoryNode = (children?: ReturnType<typeof Type.Array>) =>
  Type.Object({
    category_id: Id,
    category_name: Label('', 50),
    image_url: optional(SafeUrl()),
    ...(children ? { children: optional(children) } : {}),
  })

/** Up to three levels (spec 2.9 W0022). */
export const CategoryData = Type.Array(
  categoryNode(Type.Array(categoryNode(Type.Array(categoryNode(), { maxItems: 200 })), { maxItems: 200 })),
  { maxItems: 200, default: [] },
)
