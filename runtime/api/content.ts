/** Article calls (server/commerce/content): nodes, articles and FAQ. Each takes the client first. */
import type { ArticleDetail, FaqGroup, NodeTree, NodeWithArticles } from '../../schemas/api/content.ts'
import type { Http } from './http.ts'

export type { ArticleDetail, ArticleSummary, FaqGroup, NodeRef, NodeWithArticles } from '../../schemas/api/content.ts'
export type { NodeTree as ArticleNode }

export async function getArticleNodes(http: Http): Promise<NodeTree[]> {
  return (await http.get<{ list: NodeTree[] }>('article/node')).list
}

/** A node by numeric id or code, with one page of its articles. */
export function getNodeArticles(
  http: Http,
  node: number | string,
  query: { page?: number; pageSize?: number } = {},
): Promise<NodeWithArticles> {
  return http.get<NodeWithArticles>(`article/node/${encodeURIComponent(String(node))}`, query)
}

export function getArticle(http: Http, articleId: number): Promise<ArticleDetail> {
  return http.get<ArticleDetail>(`article/detail/${articleId}`)
}

export async function getFaqs(http: Http, node?: number | string): Promise<FaqGroup[]> {
  return (await http.get<{ list: FaqGroup[] }>('article/faqs', node === undefined ? {} : { node_id: String(node) }))
    .list
}
