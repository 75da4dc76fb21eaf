import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from '../errors.ts'
import { withFieldErrors } from '../field-errors.ts'
import { Id, Nullable } from '../fields.ts'
import { PageQuery } from '../paging.ts'
import { routeSchemas } from '../route.ts'

/**
 * 内容 › 文章与帮助: the article nodes (帮助中心 and the others) and their articles. Saves follow
 * schemas/article-rules.ts and answer 400 ARTICLE_INVALID / ARTICLE_NODE_INVALID with `fields`
 * (schemas/api/field-errors.ts). Bodies are stored sanitized, as goods descriptions are.
 */

const Flag = (description: string) => Type.Union([Type.Literal(0), Type.Literal(1)], { description })
const Sort = Type.Integer({ minimum: 0, maximum: 999_999_999 })

export const ArticleNodeView = Type.Object({
  id: Type.Integer(),
  parent_id: Nullable(Type.Integer()),
  /** 0 for a top-level node. */
  depth: Type.Integer({ minimum: 0 }),
  code: Type.String({ description: '商城地址中的栏目代码，如 help、faq、news' }),
  name: Type.String(),
  sort: Type.Integer({ description: '同级排序权重：大的在前（上移/下移会重排同级）' }),
  article_count: Type.Integer({ minimum: 0, description: '本栏目的文章数（含未发布）' }),
  published_count: Type.Integer({ minimum: 0, description: '本栏目已发布的文章数' }),
  child_count: Type.Integer({ minimum: 0 }),
})
export type ArticleNodeView = Static<typeof ArticleNodeView>

/** The whole tree as a list in reading order: each node followed by its children (higher `sort` first). */
export const ArticleNodeTree = Type.Array(ArticleNodeView)

export const NodeCreateBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  /** Left out or null for a top-level node. */
  parent_id: Type.Optional(Nullable(Id)),
  /** Left out for one made up from the id. */
  code: Type.Optional(Type.String({ maxLength: 200 })),
})
export type NodeCreateBody = Static<typeof NodeCreateBody>

export const NodeUpdateBody = Type.Object({ name: Type.String({ maxLength: 200 }) })
export type NodeUpdateBody = Static<typeof NodeUpdateBody>

export const NodeMoveBody = Type.Object({
  direction: Type.Union([Type.Literal('up'), Type.Literal('down')], { description: 'up 上移；down 下移（同级内）' }),
})
export type NodeMoveBody = Static<typeof NodeMoveBody>

export const ArticleIdParams = Type.Object({ id: Id })

export const ArticleStatus = Type.Union([Type.Literal('published'), Type.Literal('unpublished')], {
  description: 'published 已发布；unpublished 未发布',
})
export type ArticleStatus = Static<typeof ArticleStatus>

export const ArticleListQuery = Type.Object({
  ...PageQuery.properties,
  node_id: Type.Optional(Id),
  /** Words of the title. */
  keywords: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(ArticleStatus),
})
export type ArticleListQuery = Static<typeof ArticleListQuery>

export const ArticleRow = Type.Object({
  id: Type.Integer(),
  node_id: Type.Integer(),
  node_name: Type.String(),
  title: Type.String(),
  cover: Type.String(),
  author: Type.String(),
  sort: Type.Integer(),
  is_show: Flag('1 已发布；0 未发布（商城答 404）'),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
})
export type ArticleRow = Static<typeof ArticleRow>

export const ArticleListAnswer = Type.Object({
  list: Type.Array(ArticleRow),
  total_count: Type.Integer(),
  /** Rows under the same node and title filter: all, published, unpublished (the tabs). */
  status_counts: Type.Object({ all: Type.Integer(), published: Type.Integer(), unpublished: Type.Integer() }),
})
export type ArticleListAnswer = Static<typeof ArticleListAnswer>

export const ArticleDetail = Type.Object({
  ...ArticleRow.properties,
  summary: Type.String(),
  /** Sanitized HTML. */
  content: Type.String(),
})
export type ArticleDetail = Static<typeof ArticleDetail>

export const ArticleSaveBody = Type.Object({
  title: Type.String({ maxLength: 1000 }),
  node_id: Nullable(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  summary: Type.Optional(Type.String({ maxLength: 5000 })),
  cover: Type.Optional(Type.String({ maxLength: 2048 })),
  author: Type.Optional(Type.String({ maxLength: 1000 })),
  sort: Type.Optional(Sort),
  /** HTML from the rich-text editor; stored sanitized. */
  content: Type.String({ maxLength: 1_000_000 }),
  is_show: Type.Optional(Flag('默认 0 未发布')),
})
export type ArticleSaveBody = Static<typeof ArticleSaveBody>

export const ArticlePublishBody = Type.Object({ is_show: Flag('1 发布；0 取消发布') })
export type ArticlePublishBody = Static<typeof ArticlePublishBody>

const Deleted = Type.Object({ id: Type.Integer() })

const route = routeSchemas(
  'admin-articles',
  withFieldErrors(
    errorAnswers(
      'UNAUTHORIZED',
      'SESSION_EXPIRED',
      'ADMIN_FORBIDDEN',
      'VALIDATION',
      'NODE_NOT_FOUND',
      'ARTICLE_NOT_FOUND',
      'ARTICLE_INVALID',
      'ARTICLE_NODE_INVALID',
      'ARTICLE_NODE_HAS_ARTICLES',
      'ARTICLE_NODE_HAS_CHILDREN',
    ),
  ),
)

export const nodeTreeSchema = route(ArticleNodeTree, {
  summary: '文章栏目树（含各栏目文章数与已发布数）',
})
export const nodeCreateSchema = route(ArticleNodeTree, {
  summary: '新增栏目（放在同级最后）；答复新的栏目树',
  body: NodeCreateBody,
})
export const nodeUpdateSchema = route(ArticleNodeTree, {
  summary: '重命名栏目；答复新的栏目树',
  params: ArticleIdParams,
  body: NodeUpdateBody,
})
export const nodeMoveSchema = route(ArticleNodeTree, {
  summary: '栏目上移或下移（同级内）；答复新的栏目树',
  params: ArticleIdParams,
  body: NodeMoveBody,
})
export const nodeDeleteSchema = route(Deleted, {
  summary: '删除栏目（还有文章或子栏目时不能删除，答 409 并说明数量）',
  params: ArticleIdParams,
})

export const articleListSchema = route(ArticleListAnswer, {
  summary: '文章列表（按栏目、标题、发布状态筛选，分页）',
  querystring: ArticleListQuery,
})
export const articleDetailSchema = route(ArticleDetail, {
  summary: '文章详情（编辑器所需的全部字段）',
  params: ArticleIdParams,
})
export const articleCreateSchema = route(ArticleDetail, {
  summary: '新增文章（正文经与商品详情相同的净化后保存）',
  description: '字段问题答 400 ARTICLE_INVALID，fields 为“字段 → 提示”。',
  body: ArticleSaveBody,
})
export const articleUpdateSchema = route(ArticleDetail, {
  summary: '修改文章',
  description: '字段问题答 400 ARTICLE_INVALID，fields 为“字段 → 提示”。',
  params: ArticleIdParams,
  body: ArticleSaveBody,
})
export const articlePublishSchema = route(ArticleDetail, {
  summary: '发布或取消发布文章（取消后商城答 404）',
  params: ArticleIdParams,
  body: ArticlePublishBody,
})
export const articleDeleteSchema = route(Deleted, {
  summary: '删除文章',
  params: ArticleIdParams,
})
