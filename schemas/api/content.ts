import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { errorAnswers } from './errors.ts'
import { DefaultCompanyId, DefaultCompanyInput, Id } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers('ARTICLE_NOT_FOUND', 'NODE_NOT_FOUND', 'VALIDATION')

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

export const CompanyQuery = Type.Object({ company_id: DefaultCompanyId })
export const NodeParams = Type.Object({ id: NodeKey })
export type NodeParams = Static<typeof NodeParams>
export const NodePageQuery = DefaultCompanyInput(PageQuery.properties)
export type NodePageQuery = Static<typeof NodePageQuery>
export const ArticleParams = Type.Object({ id: Id })
export const FaqQuery = Type.Object({ company_id: DefaultCompanyId, node_id: Type.Optional(NodeKey) })
export const LegacyArticleQuery = Type.Object({ company_id: DefaultCompanyId, article_id: Id })
export const LegacyListQuery = Type.Object({ ...PageQuery.properties, company_id: DefaultCompanyId, node_id: NodeKey })

const route = routeSchemas('content', moduleErrors)

export const nodeTreeSchema = route(Type.Object({ list: Type.Array(NodeTree) }), {
  summary: '文章栏目树',
  querystring: CompanyQuery,
})

export const nodeSchema = route(NodeWithArticles, {
  summary: '栏目详情与文章列表（分页）',
  params: NodeParams,
  querystring: NodePageQuery,
})

export const articleSchema = route(ArticleDetail, {
  summary: '文章详情（含上一篇/下一篇）',
  params: ArticleParams,
  querystring: CompanyQuery,
})

export const faqSchema = route(FaqGroups, { summary: '常见问题（按栏目分组的问答）', querystring: FaqQuery })

export const legacyArticleSchema = route(ArticleDetail, {
  summary: '文章详情（/content.* 兼容接口）',
  querystring: LegacyArticleQuery,
})

export const legacyListSchema = route(Paged(ArticleSummary), {
  summary: '栏目文章列表（/content.* 兼容接口）',
  querystring: LegacyListQuery,
})

export const legacyNodesSchema = route(Type.Object({ list: Type.Array(NodeTree) }), {
  summary: '文章栏目树（/content.* 兼容接口）',
  querystring: CompanyQuery,
})
