import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import type { PageQuery } from '../../../schemas/api/paging.ts'
import * as repo from './repo.ts'
import type { NodeTree } from '../../../schemas/api/content.ts'

/** The node whose subtree holds the FAQ (spec route /article/faqs). */
export const FAQ_NODE_CODE = 'faq'

const nodeRef = (n: repo.NodeRow) => ({ node_id: n.id, code: n.code, name: n.name })

const summary = (a: repo.ArticleSummaryRow) => ({
  article_id: a.id,
  node_id: a.node_id,
  title: a.title,
  summary: a.summary,
  cover: a.cover,
  author: a.author,
  created: a.created_at,
})

export async function nodeTree(db: Kysely<Database>): Promise<NodeTree[]> {
  const [nodes, counts] = await Promise.all([repo.listNodes(db), repo.countVisibleByNode(db)])
  const byId = new Map<number, NodeTree>()
  for (const n of nodes) {
    byId.set(n.id, {
      ...nodeRef(n),
      parent_id: n.parent_id ?? 0,
      sort: n.sort,
      article_count: counts.get(n.id) ?? 0,
      children: [],
    })
  }
  const roots: NodeTree[] = []
  for (const n of nodes) {
    const node = byId.get(n.id) as NodeTree
    const parent = n.parent_id === null ? undefined : byId.get(n.parent_id)
    ;(parent ? parent.children : roots).push(node)
  }
  return roots
}

/** Numeric keys are ids, anything else a code; either way an unknown node is a 404. */
async function findNode(db: Kysely<Database>, key: string) {
  const node = /^\d{1,10}$/.test(key) ? await repo.findNodeById(db, Number(key)) : await repo.findNodeByCode(db, key)
  if (!node) throw fail('NODE_NOT_FOUND')
  return node
}

export async function articlesOfNode(db: Kysely<Database>, key: string, query: PageQuery) {
  const node = await findNode(db, key)
  const { offset, pageSize } = toPage(query, 10, 50)
  const [{ rows, total }, children] = await Promise.all([
    repo.listVisibleArticles(db, node.id, offset, pageSize),
    repo.listChildNodes(db, [node.id]),
  ])
  return { node, children, list: rows.map(summary), total_count: total }
}

export async function nodeWithArticles(db: Kysely<Database>, key: string, query: PageQuery) {
  const { node, children, list, total_count } = await articlesOfNode(db, key, query)
  return {
    ...nodeRef(node),
    parent_id: node.parent_id ?? 0,
    children: children.map(nodeRef),
    articles: { list, total_count },
  }
}

export async function articleDetail(db: Kysely<Database>, id: number) {
  const article = await repo.findVisibleArticle(db, id)
  if (!article) throw fail('ARTICLE_NOT_FOUND')
  const [node, siblings] = await Promise.all([
    repo.findNodeById(db, article.node_id),
    repo.listArticleTitlesInOrder(db, article.node_id),
  ])
  if (!node) throw fail('ARTICLE_NOT_FOUND')
  const at = siblings.findIndex((s) => s.id === id)
  const neighbour = (i: number) =>
    i >= 0 && i < siblings.length ? { article_id: siblings[i].id, title: siblings[i].title } : null
  return {
    ...summary(article),
    content: article.content,
    updated: article.updated_at,
    node: nodeRef(node),
    prev: neighbour(at - 1),
    next: neighbour(at + 1),
  }
}

/**
 * FAQ groups: each child of the FAQ node is a group of questions (title) and answers (content);
 * a FAQ node without children is one group. `nodeKey` narrows to one group of that subtree.
 */
export async function faqs(db: Kysely<Database>, nodeKey?: string) {
  const root = await repo.findNodeByCode(db, FAQ_NODE_CODE)
  let groups = root ? await repo.listChildNodes(db, [root.id]) : []
  if (root && groups.length === 0) groups = [root]
  if (nodeKey !== undefined) {
    const wanted = await findNode(db, nodeKey)
    if (wanted.id !== root?.id) groups = groups.filter((g) => g.id === wanted.id)
    if (groups.length === 0) throw fail('NODE_NOT_FOUND')
  }
  const articles = await repo.listFaqArticles(
    db,
    groups.map((g) => g.id),
  )
  const list = groups.map((g) => ({
    ...nodeRef(g),
    faqs: articles
      .filter((a) => a.node_id === g.id)
      .map((a) => ({ article_id: a.id, question: a.title, answer: a.content })),
  }))
  return { list, total_count: list.length }
}
