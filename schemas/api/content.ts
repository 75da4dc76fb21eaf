import { Type, type Static } from '@sinclair/typebox'
import { Envelope, Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { errorAnswers } from './errors.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers('ARTICLE_NOT_FOUND', 'NODE_NOT_FOUND', 'VALIDATION')

const CompanyId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1 }))
const ArticleId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
/** A node is addressed by its numeric id or by its code (news, story, technology, faq, ...). */
const NodeKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

export const NodeTree = Type.Recursive(
  (Self) =>
    Type.Object({
      node_id: Type.Integer(),
      parent_id: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      sort: Type.Integer(),
      /** Visible articles directly in this node. */
      article_count: Type.Integer(),
      children: Type.Array(Self),
    }),
  { $id: 'ArticleNodeTree' },
)
export type NodeTree = Static<typeof NodeTree>

const NodeRef = Type.Object({ node_id: Type.Integer(), code: Type.String(), name: Type.String() })
export type NodeRef = Static<typeof NodeRef>
const Neighbour = Type.Union([Type.Object({ article_id: Type.Integer(), title: Type.String() }), Type.Null()])

export const ArticleSummary = Type.Object({
  article_id: Type.Integer(),
  node_id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  author: Type.String(),
  /** Unix seconds. */
  created: Type.Integer(),
})
export type ArticleSummary = Static<typeof ArticleSummary>

export const ArticleDetail = Type.Object({
  ...ArticleSummary.properties,
  /** Trusted HTML written by operators. */
  content: Type.String(),
  updated: Type.Integer(),
  node: NodeRef,
  prev: Neighbour,
  next: Neighbour,
})
export type ArticleDetail = Static<typeof ArticleDetail>

export const NodeWithArticles = Type.Object({
  ...NodeRef.properties,
  parent_id: Type.Integer(),
  children: Type.Array(NodeRef),
  articles: Paged(ArticleSummary),
})
export type NodeWithArticles = Static<typeof NodeWithArticles>

export const FaqGroups = Type.Object({
  list: Type.Array(
    Type.Object({
      ...NodeRef.properties,
      faqs: Type.Array(Type.Object({ article_id: Type.Integer(), question: Type.String(), answer: Type.String() })),
    }),
  ),
  total_count: Type.Integer(),
})
export type FaqGroup = Static<typeof FaqGroups>['list'][number]

export const CompanyQuery = Type.Object({ company_id: CompanyId })
export const NodeParams = Type.Object({ id: NodeKey })
export type NodeParams = Static<typeof NodeParams>
export const NodePageQuery = Type.Object({ ...PageQuery.properties, company_id: CompanyId })
export type NodePageQuery = Static<typeof NodePageQuery>
export const ArticleParams = Type.Object({ id: ArticleId })
export const FaqQuery = Type.Object({ company_id: CompanyId, node_id: Type.Optional(NodeKey) })
export const LegacyArticleQuery = Type.Object({ company_id: CompanyId, article_id: ArticleId })
export const LegacyListQuery = Type.Object({ ...PageQuery.properties, company_id: CompanyId, node_id: NodeKey })

const tags = ['content']

export const nodeTreeSchema = {
  summary: '文章栏目树',
  tags,
  querystring: CompanyQuery,
  response: { 200: Envelope(Type.Object({ list: Type.Array(NodeTree) })), ...moduleErrors },
}

export const nodeSchema = {
  summary: '栏目详情与文章列表（分页）',
  tags,
  params: NodeParams,
  querystring: NodePageQuery,
  response: { 200: Envelope(NodeWithArticles), ...moduleErrors },
}

export const articleSchema = {
  summary: '文章详情（含上一篇/下一篇）',
  tags,
  params: ArticleParams,
  querystring: CompanyQuery,
  response: { 200: Envelope(ArticleDetail), ...moduleErrors },
}

export const faqSchema = {
  summary: '常见问题（按栏目分组的问答）',
  tags,
  querystring: FaqQuery,
  response: { 200: Envelope(FaqGroups), ...moduleErrors },
}

export const legacyArticleSchema = {
  summary: '文章详情（/content.* 兼容接口）',
  tags,
  querystring: LegacyArticleQuery,
  response: { 200: Envelope(ArticleDetail), ...moduleErrors },
}

export const legacyListSchema = {
  summary: '栏目文章列表（/content.* 兼容接口）',
  tags,
  querystring: LegacyListQuery,
  response: { 200: Envelope(Paged(ArticleSummary)), ...moduleErrors },
}

export const legacyNodesSchema = {
  summary: '文章栏目树（/content.* 兼容接口）',
  tags,
  querystring: CompanyQuery,
  response: { 200: Envelope(Type.Object({ list: Type.Array(NodeTree) })), ...moduleErrors },
}
