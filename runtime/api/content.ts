/** Article calls (server/commerce/content): nodes, articles and FAQ. Each takes the client first. */
import type { ArticleDetail, FaqGroup, NodeTree, NodeWithArticles } from '../../schemas/api/content.ts'
import type { Http } from './http.ts'
import { call } from './call.ts'

export type { ArticleDetail, ArticleSummary, FaqGroup, NodeWithArticles } from '../../schemas/api/content.ts'
export type { NodeTree as ArticleNode }

export async function getArticleNodes(http: Http): Promise<NodeTree[]> {
  return (await call(http, 'GET /article/node')).list
}

/** A node by numeric id or code, with one page of its articles. */
export function getNodeArticles(
  http: Http,
  node: number | string,
  query: { page?: number; pageSize?: number } = {},
): Promise<NodeWithArticles> {
  return call(http, 'GET /article/node/:id', { id: node }, query)
}

export function getArticle(http: Http, articleId: number): Promise<ArticleDetail> {
  return call(http, 'GET /article/detail/:id', { id: articleId })
}

export async function getFaqs(http: Http, node?: number | string): Promise<FaqGroup[]> {
  return (await call(http, 'GET /article/faqs', node === undefined ? {} : { node_id: String(node) })).list
}
