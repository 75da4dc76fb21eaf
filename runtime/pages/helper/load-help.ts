import {
  getArticle,
  getArticleNodes,
  getNodeArticles,
  type ArticleDetail,
  type ArticleNode,
  type ArticleSummary,
} from '../../api/content.ts'
import type { Http } from '../../api/http.ts'

/** The article node holding the help centre's topics (seeded as 帮助中心 with its sub-nodes). */
export const HELP_NODE_CODE = 'help'
/** Enough for every article of one help topic. */
const TOPIC_PAGE_SIZE = 50
const ARTICLE_ID = /^[1-9][0-9]{0,9}$/

/** One help topic (a sub-node of 帮助中心) with its articles. */
export interface HelpTopic {
  node_id: number
  name: string
  articles: ArticleSummary[]
}

export interface HelpData {
  topics: HelpTopic[]
  /** The article shown: the one asked for (?article=), else the first of the first topic. */
  article: ArticleDetail | null
}

function findNode(nodes: ArticleNode[], code: string): ArticleNode | undefined {
  for (const node of nodes) {
    if (node.code === code) return node
    const inside = findNode(node.children, code)
    if (inside) return inside
  }
  return undefined
}

/**
 * The help centre from the article nodes: each sub-node of 帮助中心 is a topic listing its
 * articles, and one article is read. An article id that is not a help article is not shown here
 * (the first one is), so the page never becomes a window on other nodes.
 */
export async function loadHelp(http: Http, url: URL): Promise<HelpData> {
  const help = findNode(await getArticleNodes(http), HELP_NODE_CODE)
  if (!help) return { topics: [], article: null }
  const nodes = [...(help.article_count > 0 ? [{ ...help, children: [] }] : []), ...help.children]
  const lists = await Promise.all(
    nodes.map((node) => getNodeArticles(http, node.node_id, { pageSize: TOPIC_PAGE_SIZE })),
  )
  const topics = lists
    .map((node) => ({ node_id: node.node_id, name: node.name, articles: node.articles.list }))
    .filter((topic) => topic.articles.length > 0)

  const asked = url.searchParams.get('article') ?? ''
  const all = topics.flatMap((topic) => topic.articles)
  const chosen = (ARTICLE_ID.test(asked) ? all.find((a) => a.article_id === Number(asked)) : undefined) ?? all[0]
  return { topics, article: chosen ? await getArticle(http, chosen.article_id) : null }
}
