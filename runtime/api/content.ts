/** Article calls (server/commerce/content): nodes, articles and FAQ. Each takes the client first. */
import type { Http } from './http.ts'

export interface ArticleNode {
  node_id: number
  parent_id: number
  code: string
  name: string
  sort: number
  article_count: number
  children: ArticleNode[]
}

export interface NodeRef {
  node_id: number
  code: string
  name: string
}

export interface ArticleSummary {
  article_id: number
  node_id: number
  title: string
  summary: string
  cover: string
  author: string
  /** Unix seconds. */
  created: number
}

export interface ArticleNeighbour {
  article_id: number
  title: string
}

export interface ArticleDetail extends ArticleSummary {
  /** Operator-written HTML; sanitized before it is shown. */
  content: string
  updated: number
  node: NodeRef
  prev: ArticleNeighbour | null
  next: ArticleNeighbour | null
}

export interface NodeWithArticles extends NodeRef {
  parent_id: number
  children: NodeRef[]
  articles: { list: ArticleSummary[]; total_count: number }
}

export interface FaqGroup extends NodeRef {
  faqs: { article_id: number; question: string; answer: string }[]
}

export async function getArticleNodes(http: Http): Promise<ArticleNode[]> {
  return (await http.get<{ list: ArticleNode[] }>('article/node')).list
}

/** A node by numeric id or code, with one page of its articles. */
export function getNodeArticles(http: Http, node: number | string, query: { page?: number; pageSize?: number } = {}): Promise<NodeWithArticles> {
  return http.get<NodeWithArticles>(`article/node/${encodeURIComponent(String(node))}`, query)
}

export function getArticle(http: Http, articleId: number): Promise<ArticleDetail> {
  return http.get<ArticleDetail>(`article/detail/${articleId}`)
}

export async function getFaqs(http: Http, node?: number | string): Promise<FaqGroup[]> {
  return (await http.get<{ list: FaqGroup[] }>('article/faqs', node === undefined ? {} : { node_id: String(node) })).list
}
