import { Type, type Static } from '@sinclair/typebox'
import { Tag } from './entries.ts'
import { LinkData } from './link.ts'

/**
 * What a resolved descriptor carries where a template names goods, coupons, shops or categories
 * (server/pages/resolvers): the fields of the stored entry (schemas/entries.ts, spec 3) filled with
 * live values, plus the computed `href` — and nothing the widgets do not render, so a page full of
 * goods stays small. The server builds entries of these types and the widgets read them, so
 * TypeScript refuses a widget that reads a field the server does not send.
 */

/** A goods entry (spec 3 goods widget / W0012 product entry): live name, image and prices. */
export const ResolvedGoods = Type.Object({
  goods_id: Type.Integer(),
  goods_name: Type.String(),
  goods_pic: Type.String(),
  /** Cents, like every price. */
  price: Type.Integer(),
  market_price: Type.Integer(),
  /** `/items/{goods_id}`. */
  href: Type.String(),
  /** The designer's own words, kept when the stored entry has them. */
  linkPageLabel: Type.Optional(Type.String()),
  brief: Type.Optional(Type.String()),
  subTitle: Type.Optional(Type.String()),
  tagList: Type.Optional(Type.Array(Tag)),
})
export type ResolvedGoods = Static<typeof ResolvedGoods>

/** 0 receivable, 1 the viewer's limit reached, 2 all issued (spec 4 "Coupon"). */
export const Getted = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])
export type Getted = Static<typeof Getted>

/** A coupon entry (spec 3 W0012 coupon entry, W0021): its current terms and the viewer's claim state. */
export const ResolvedCoupon = Type.Object({
  card_id: Type.Integer(),
  card_type: Type.Union([Type.Literal('cash'), Type.Literal('discount'), Type.Literal('gift')]),
  title: Type.String(),
  description: Type.String(),
  reduce_cost: Type.Integer(),
  /** Percentage off, e.g. 20 shows 8折. */
  discount: Type.Number(),
  least_cost: Type.Integer(),
  getted: Getted,
  /** How many one member may hold and how many the viewer holds: the claim button counts with them. */
  get_limit: Type.Integer(),
  user_get_num: Type.Integer(),
  /** Kept when the stored entry has one. */
  imgUrl: Type.Optional(Type.String()),
})
export type ResolvedCoupon = Static<typeof ResolvedCoupon>

export const ResolvedTag = Type.Object({ tag_id: Type.Integer(), tag_name: Type.String() })
export type ResolvedTag = Static<typeof ResolvedTag>

/** A recommended shop (spec 3 "Shop", the W0020 entry): images, two tags, three best sellers. */
export const ResolvedShop = Type.Object({
  shop_id: Type.Integer(),
  shop_name: Type.String(),
  /** The block's top image. */
  shop_pic: Type.String(),
  banner: Type.String(),
  logo: Type.String(),
  tag_list: Type.Array(ResolvedTag),
  goods_list: Type.Array(ResolvedGoods),
  /** `/shops/info?distributor_id={shop_id}`. */
  href: Type.String(),
  /** Kept when the stored entry has one. */
  pathData: Type.Optional(LinkData),
})
export type ResolvedShop = Static<typeof ResolvedShop>

/**
 * A category of W0007/W0022 (spec 3 "Category"), up to three levels; `children` only where there
 * are some. No address: each widget links by its own link kind (W0022 maincategory, W0007
 * category, spec 2.9 "Link kinds"), which the category id is enough for.
 */
export const ResolvedCategory = Type.Recursive(
  (Self) =>
    Type.Object({
      category_id: Type.Integer(),
      category_name: Type.String(),
      /** Only in a full resolution (the ECShopX projection, whose menus draw an icon). */
      image_url: Type.Optional(Type.String()),
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'ResolvedCategory' },
)
export type ResolvedCategory = Static<typeof ResolvedCategory>
