import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Paged } from '../envelope.ts'
import { errorAnswers } from '../errors.ts'
import { Id, Nullable } from '../fields.ts'
import { PageQuery } from '../paging.ts'
import { routeSchemas } from '../route.ts'

/** The deepest level a category may sit at (一级 › 二级 › 三级). */
export const CATEGORY_MAX_LEVEL = 3
export const CATEGORY_NAME_MAX = 20
export const BRAND_NAME_MAX = 30

const Flag = (description: string) => Type.Union([Type.Literal(0), Type.Literal(1)], { description })

const categoryFields = {
  id: Type.Integer(),
  /** null for a top-level category. */
  parent_id: Nullable(Type.Integer()),
  level: Type.Integer({ minimum: 1, maximum: CATEGORY_MAX_LEVEL }),
  category_name: Type.String(),
  image_url: Type.String(),
  /** Sort weight among its siblings: higher first, as the shop orders them (moves renumber the siblings). */
  sort: Type.Integer(),
  is_show: Flag('1 显示；0 隐藏（它和它的子分类都不出现在商城的分类菜单里）'),
  /** Goods (not deleted) in this category or any of its descendants. */
  goods_count: Type.Integer({ minimum: 0 }),
}

const categoryNode = <T extends TSchema>(children: T) => Type.Object({ ...categoryFields, children })

/** Third-level categories: their children list is always empty. */
export const CategoryLeafNode = categoryNode(Type.Array(Type.Object({}), { maxItems: 0 }))
export const CategoryGroupNode = categoryNode(Type.Array(CategoryLeafNode))
export const CategoryTopNode = categoryNode(Type.Array(CategoryGroupNode))

/** One node of the console's category tree, at any level; children in the shop's order (higher `sort` first). */
export interface CategoryNode {
  id: number
  parent_id: number | null
  level: number
  category_name: string
  image_url: string
  sort: number
  is_show: 0 | 1
  goods_count: number
  children: CategoryNode[]
}

export const CategoryCreateBody = Type.Object({
  category_name: Type.String({ maxLength: 200 }),
  /** Left out or null for a top-level category; a third-level category takes no children. */
  parent_id: Type.Optional(Nullable(Id)),
  image_url: Type.Optional(Type.String({ maxLength: 2048 })),
  is_show: Type.Optional(Flag('默认 1 显示')),
})
export type CategoryCreateBody = Static<typeof CategoryCreateBody>

export const CategoryUpdateBody = Type.Object({
  category_name: Type.Optional(Type.String({ maxLength: 200 })),
  image_url: Type.Optional(Type.String({ maxLength: 2048 })),
  is_show: Type.Optional(Flag('1 显示；0 隐藏')),
})
export type CategoryUpdateBody = Static<typeof CategoryUpdateBody>

export const CategoryMoveBody = Type.Object({
  id: Id,
  /** The new parent, or null to make it a top-level category. */
  parent_id: Nullable(Id),
  /** Its position among the new parent's children (0 first; past the end puts it last). */
  index: Type.Integer({ minimum: 0, maximum: 100_000 }),
})
export type CategoryMoveBody = Static<typeof CategoryMoveBody>

export const CatalogueIdParams = Type.Object({ id: Id })
export type CatalogueIdParams = Static<typeof CatalogueIdParams>

export const BrandView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  /** Smaller first in the shop's brand filter. */
  sort: Type.Integer(),
  /** Goods (not deleted) of this brand. */
  goods_count: Type.Integer({ minimum: 0 }),
})
export type BrandView = Static<typeof BrandView>

export const BrandQuery = Type.Object({
  ...PageQuery.properties,
  /** Words of the brand's name. */
  keywords: Type.Optional(Type.String({ maxLength: 50 })),
})
export type BrandQuery = Static<typeof BrandQuery>

const Sort = Type.Integer({ minimum: 0, maximum: 999_999 })

export const BrandCreateBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  logo: Type.Optional(Type.String({ maxLength: 2048 })),
  sort: Type.Optional(Sort),
})
export type BrandCreateBody = Static<typeof BrandCreateBody>

export const BrandUpdateBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  logo: Type.Optional(Type.String({ maxLength: 2048 })),
  sort: Type.Optional(Sort),
})
export type BrandUpdateBody = Static<typeof BrandUpdateBody>

const Deleted = Type.Object({ id: Type.Integer() })

const signedIn = ['UNAUTHORIZED', 'SESSION_EXPIRED', 'ADMIN_FORBIDDEN', 'VALIDATION'] as const

const categoryRoute = routeSchemas(
  'admin-categories',
  errorAnswers(
    ...signedIn,
    'CATEGORY_NOT_FOUND',
    'CATEGORY_PARENT_NOT_FOUND',
    'CATEGORY_NAME_REQUIRED',
    'CATEGORY_NAME_TOO_LONG',
    'CATEGORY_NAME_TAKEN',
    'CATEGORY_TOO_DEEP',
    'CATEGORY_INTO_ITSELF',
    'CATEGORY_HAS_CHILDREN',
    'CATEGORY_HAS_GOODS',
    'CATALOGUE_IMAGE_INVALID',
  ),
)

const brandRoute = routeSchemas(
  'admin-brands',
  errorAnswers(
    ...signedIn,
    'BRAND_NOT_FOUND',
    'BRAND_NAME_REQUIRED',
    'BRAND_NAME_TOO_LONG',
    'BRAND_NAME_TAKEN',
    'BRAND_IN_USE',
    'CATALOGUE_IMAGE_INVALID',
  ),
)

export const categoryTreeSchema = categoryRoute(Type.Array(CategoryTopNode), {
  summary: '分类树（三级，含隐藏分类与各分类商品数）',
})
export const categoryCreateSchema = categoryRoute(CategoryTopNode, {
  summary: '新增分类（放在同级最后；最多三级）',
  body: CategoryCreateBody,
})
export const categoryUpdateSchema = categoryRoute(CategoryTopNode, {
  summary: '修改分类（名称、图片、显示或隐藏）',
  params: CatalogueIdParams,
  body: CategoryUpdateBody,
})
export const categoryMoveSchema = categoryRoute(Type.Array(CategoryTopNode), {
  summary: '移动分类（同级排序或换到另一上级；不超过三级，不能移到自己的子分类下）；答复新的分类树',
  body: CategoryMoveBody,
})
export const categoryDeleteSchema = categoryRoute(Deleted, {
  summary: '删除分类（还有子分类或商品时不能删除）',
  params: CatalogueIdParams,
})

export const brandListSchema = brandRoute(Paged(BrandView), {
  summary: '品牌列表（按名称搜索，含商品数）',
  querystring: BrandQuery,
})
export const brandCreateSchema = brandRoute(BrandView, {
  summary: '新增品牌（名称在本商城内唯一）',
  body: BrandCreateBody,
})
export const brandUpdateSchema = brandRoute(BrandView, {
  summary: '修改品牌（名称、Logo、排序）',
  params: CatalogueIdParams,
  body: BrandUpdateBody,
})
export const brandDeleteSchema = brandRoute(Deleted, {
  summary: '删除品牌（还有商品使用时不能删除）',
  params: CatalogueIdParams,
})
