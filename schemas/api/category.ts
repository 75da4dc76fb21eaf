import { Type, type Static } from '@sinclair/typebox'
import { Envelope } from './envelope.ts'

const node = <T extends ReturnType<typeof Type.Array>>(children: T) =>
  Type.Object({
    category_id: Type.Integer(),
    category_name: Type.String(),
    image_url: Type.String(),
    /** 1 top, 2 group, 3 leaf. */
    level: Type.Integer({ minimum: 1, maximum: 3 }),
    children,
  })

/** Spec 3 "Category": three levels; leaves carry an empty children list. */
export const CategoryLeaf = node(Type.Array(Type.Object({}), { maxItems: 0 }))
export type CategoryLeaf = Static<typeof CategoryLeaf>
export const CategoryGroup = node(Type.Array(CategoryLeaf))
export type CategoryGroup = Static<typeof CategoryGroup>
export const CategoryTop = node(Type.Array(CategoryGroup))
export type CategoryTop = Static<typeof CategoryTop>

export const CategoryQuery = Type.Object({
  /** 1 limits the tree to platform (main) categories. */
  is_main_category: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  distributor_id: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 2_147_483_647,
      description: '店铺 id：只含该店在售商品所在的分类；0 或不传为全部',
    }),
  ),
  category_id: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: '当前商品的分类（ECShopX 参数）；不改变分类树' }),
  ),
  company_id: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type CategoryQuery = Static<typeof CategoryQuery>

export const CategoryTreeResponse = Envelope(Type.Array(CategoryTop))
