import { redirect } from 'react-router-dom'
import { ApiError } from '../../api/api-error.ts'
import {
  getArticle,
  getArticleNodes,
  getFaqs,
  getNodeArticles,
  type ArticleDetail,
  type ArticleNode,
  type ArticleSummary,
  type FaqGroup,
  type NodeWithArticles,
} from '../../api/content.ts'
import type { Http } from '../../api/http.ts'
import { notFound } from '../../routing/params.ts'

export const ARTICLES_PAGE_SIZE = 10
/** How many of the node's other articles the detail page's sidebar lists. */
const SIDEBAR_SIZE = 10

/** Node ids or codes (news, story, faq, …), as the API accepts them. */
const NODE_KEY = /^[A-Za-z0-9_-]{1,64}$/
const ARTICLE_ID = /^[1-9][0-9]{0,9}$/

/** A 404 from the API becomes the 404 page; other failures stay errors. */
async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}

function pageParam(url: URL): number {
  const raw = url.searchParams.get('page') ?? '1'
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1
}

export interface NodePageData {
  tree: ArticleNode[]
  node: NodeWithArticles
  page: number
}

/** A node (its id or code; none → the first node) with one page of its articles, and the node tree. */
export async function loadNodePage(http: Http, key: string | undefined, url: URL): Promise<NodePageData> {
  if (key !== undefined && !NODE_KEY.test(key)) throw notFound()
  const tree = await getArticleNodes(http)
  const nodeKey = key ?? tree[0]?.node_id
  if (nodeKey === undefined) throw notFound()
  const page = pageParam(url)
  const node = await orNotFound(getNodeArticles(http, nodeKey, { page, pageSize: ARTICLES_PAGE_SIZE }))
  return { tree, node, page }
}

export interface ArticlePageData {
  article: ArticleDetail
  /** Other articles of the same node. */
  siblings: ArticleSummary[]
}

/** An article by id (none → the article index), with the other articles of its node. */
export async function loadArticlePage(http: Http, id: string | undefined): Promise<ArticlePageData> {
  if (id === undefined) throw redirect('/article/node')
  if (!ARTICLE_ID.test(id)) throw notFound()
  const article = await orNotFound(getArticle(http, Number(id)))
  // The sidebar is a convenience: the article still shows when it cannot be listed.
  const node = await getNodeArticles(http, article.node.node_id, { pageSize: SIDEBAR_SIZE }).catch(() => null)
  const siblings = (node?.articles.list ?? []).filter((a) => a.article_id !== article.article_id)
  return { article, siblings }
}

/** The first article of a node (the license text lives in the license node). */
export async function loadNodeArticle(http: Http, code: string): Promise<ArticleDetail> {
  const node = await orNotFound(getNodeArticles(http, code, { pageSize: 1 }))
  const first = node.articles.list[0]
  if (!first) throw notFound()
  return getArticle(http, first.article_id)
}

export interface FaqPageData {
  groups: FaqGroup[]
}

export async function loadFaqPage(http: Http, key: string | undefined): Promise<FaqPageData> {
  if (key !== undefined && !NODE_KEY.test(key)) throw notFound()
  const groups = await orNotFound(getFaqs(http, key))
  return { groups }
}
