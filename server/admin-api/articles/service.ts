import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { isUniqueViolation } from '../../commerce/member/repo.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import { sanitizeHtml } from '../../../runtime/lib/sanitize-html.ts'
import { now } from '../../../schemas/time.ts'
import type {
  ArticleDetail,
  ArticleListAnswer,
  ArticleListQuery,
  ArticleNodeView,
  ArticleSaveBody,
  NodeCreateBody,
  NodeMoveBody,
} from '../../../schemas/api/admin/articles.ts'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'
import { ARTICLE_DB_MESSAGES, articleFormErrors, nodeFormErrors } from '../../../schemas/article-rules.ts'
import * as repo from './repo.ts'

// ---------------------------------------------------------------- nodes

/** The tree as a list in reading order: each node, then its children (heavier first). */
export async function nodeTree(db: Kysely<Database>): Promise<ArticleNodeView[]> {
  const [nodes, counts] = await Promise.all([repo.listNodes(db), repo.articleCounts(db)])
  const children = new Map<number | null, repo.NodeRow[]>()
  const ids = new Set(nodes.map((n) => n.id))
  for (const n of nodes) {
    const parent = n.parent_id !== null && ids.has(n.parent_id) ? n.parent_id : null
    children.set(parent, [...(children.get(parent) ?? []), n])
  }
  const list: ArticleNodeView[] = []
  const walk = (parent: number | null, depth: number) => {
    for (const n of children.get(parent) ?? []) {
      const count = counts.get(n.id)
      list.push({
        id: n.id,
        parent_id: n.parent_id,
        depth,
        code: n.code,
        name: n.name,
        sort: n.sort,
        article_count: count?.all ?? 0,
        published_count: count?.published ?? 0,
        child_count: children.get(n.id)?.length ?? 0,
      })
      walk(n.id, depth + 1)
    }
  }
  walk(null, 0)
  return list
}

function refuseNode(errors: FieldErrors): void {
  const count = Object.keys(errors).length
  if (count > 0) throw fail('ARTICLE_NODE_INVALID', { count }, { fields: errors })
}

async function requireNode(db: Kysely<Database>, id: number) {
  const node = await repo.findNode(db, id)
  if (!node) throw fail('NODE_NOT_FOUND')
  return node
}

/** Gives the siblings, in the order given, descending weights (10 apart), so the first reads first. */
async function renumber(trx: Kysely<Database>, ordered: readonly { id: number; sort: number }[]) {
  for (const [index, node] of ordered.entries()) {
    const sort = (ordered.length - index) * 10
    if (node.sort !== sort) await repo.updateNode(trx, node.id, { sort })
  }
}

/** Adds a node after its siblings; the code is the one typed or `node-<id>`. */
export async function createNode(db: Kysely<Database>, input: NodeCreateBody) {
  const errors = nodeFormErrors(input)
  const parentId = input.parent_id ?? null
  if (parentId !== null && !(await repo.findNode(db, parentId))) errors.parent_id = ARTICLE_DB_MESSAGES.parentMissing
  const typed = (input.code ?? '').trim()
  if (typed && !errors.code && (await repo.codeTaken(db, typed))) errors.code = ARTICLE_DB_MESSAGES.codeTaken
  refuseNode(errors)
  const name = input.name.trim()
  try {
    return await db.transaction().execute(async (trx) => {
      const siblings = await repo.siblingsOf(trx, parentId)
      const code = typed || `tmp-${randomBytes(8).toString('hex')}`
      const id = await repo.insertNode(trx, { parent_id: parentId, code, name, sort: 0 })
      if (!typed) {
        const made = `node-${id}`
        await repo.updateNode(trx, id, {
          code: (await repo.codeTaken(trx, made)) ? `${made}-${randomBytes(2).toString('hex')}` : made,
        })
      }
      await renumber(trx, [...siblings, { id, sort: 0 }])
      return (await repo.findNode(trx, id)) as repo.NodeRow
    })
  } catch (error) {
    if (isUniqueViolation(error)) refuseNode({ code: ARTICLE_DB_MESSAGES.codeTaken })
    throw error
  }
}

export async function renameNode(db: Kysely<Database>, id: number, name: string) {
  const before = await requireNode(db, id)
  refuseNode(nodeFormErrors({ name }))
  await repo.updateNode(db, id, { name: name.trim() })
  return { before, after: { ...before, name: name.trim() } }
}

/** Swaps the node with its neighbour among its siblings; at either end nothing moves. */
export async function moveNode(db: Kysely<Database>, id: number, direction: NodeMoveBody['direction']) {
  return db.transaction().execute(async (trx) => {
    const node = await requireNode(trx, id)
    const siblings = await repo.siblingsOf(trx, node.parent_id)
    const at = siblings.findIndex((s) => s.id === id)
    const to = direction === 'up' ? at - 1 : at + 1
    if (at < 0 || to < 0 || to >= siblings.length) return { node, moved: false }
    const ordered = [...siblings]
    ;[ordered[at], ordered[to]] = [ordered[to], ordered[at]]
    await renumber(trx, ordered)
    return { node, moved: true }
  })
}

/** Removes a node that holds no articles and no child nodes (409 with the count otherwise). */
export async function deleteNode(db: Kysely<Database>, id: number) {
  return db.transaction().execute(async (trx) => {
    const node = await requireNode(trx, id)
    const articles = await repo.articleCountOf(trx, id)
    if (articles > 0) throw fail('ARTICLE_NODE_HAS_ARTICLES', { count: articles })
    const children = await repo.childCount(trx, id)
    if (children > 0) throw fail('ARTICLE_NODE_HAS_CHILDREN', { count: children })
    await repo.deleteNode(trx, id)
    return node
  })
}

// ---------------------------------------------------------------- articles

type ArticleFull = NonNullable<Awaited<ReturnType<typeof repo.findArticle>>>

const toDetail = (row: ArticleFull): ArticleDetail => ({
  id: row.id,
  node_id: row.node_id,
  node_name: row.node_name,
  title: row.title,
  cover: row.cover,
  author: row.author,
  sort: row.sort,
  is_show: Number(row.is_show) === 1 ? 1 : 0,
  created_at: row.created_at,
  updated_at: row.updated_at,
  summary: row.summary,
  content: row.content,
})

export async function articleDetail(db: Kysely<Database>, id: number): Promise<ArticleDetail> {
  const row = await repo.findArticle(db, id)
  if (!row) throw fail('ARTICLE_NOT_FOUND')
  return toDetail(row)
}

export async function listArticleRows(db: Kysely<Database>, query: ArticleListQuery): Promise<ArticleListAnswer> {
  const page = toPage(query, 20, 100)
  const { rows, counts, total } = await repo.listArticles(
    db,
    { nodeId: query.node_id, keywords: (query.keywords ?? '').trim().toLowerCase(), status: query.status },
    { offset: page.offset, limit: page.pageSize },
  )
  return {
    list: rows.map((row) => ({ ...row, is_show: Number(row.is_show) === 1 ? 1 : 0 })),
    total_count: total,
    status_counts: counts,
  }
}

/** The rules of schemas/article-rules.ts and the node's existence; 400 ARTICLE_INVALID with every field's message. */
async function refuseIfInvalid(db: Kysely<Database>, body: ArticleSaveBody) {
  const errors = articleFormErrors(body)
  if (!errors.node_id && body.node_id !== null && !(await repo.findNode(db, body.node_id)))
    errors.node_id = ARTICLE_DB_MESSAGES.nodeMissing
  const count = Object.keys(errors).length
  if (count > 0) throw fail('ARTICLE_INVALID', { count }, { fields: errors })
}

function columns(body: ArticleSaveBody, at: number): repo.ArticleColumns {
  return {
    node_id: body.node_id as number,
    title: body.title.trim(),
    summary: (body.summary ?? '').trim(),
    cover: (body.cover ?? '').trim(),
    author: (body.author ?? '').trim(),
    sort: body.sort ?? 0,
    content: sanitizeHtml(body.content),
    updated_at: at,
  }
}

export async function createArticle(db: Kysely<Database>, body: ArticleSaveBody) {
  await refuseIfInvalid(db, body)
  const at = now()
  const id = await repo.insertArticle(db, { ...columns(body, at), is_show: body.is_show ?? 0, created_at: at })
  return articleDetail(db, id)
}

export async function updateArticle(db: Kysely<Database>, id: number, body: ArticleSaveBody) {
  const before = await articleDetail(db, id)
  await refuseIfInvalid(db, body)
  const values = { ...columns(body, now()), ...(body.is_show !== undefined && { is_show: body.is_show }) }
  if (!(await repo.updateArticle(db, id, values))) throw fail('ARTICLE_NOT_FOUND')
  return { before, after: await articleDetail(db, id) }
}

export async function publishArticle(db: Kysely<Database>, id: number, isShow: 0 | 1) {
  const before = await articleDetail(db, id)
  if (!(await repo.updateArticle(db, id, { is_show: isShow, updated_at: now() }))) throw fail('ARTICLE_NOT_FOUND')
  return { before, after: await articleDetail(db, id) }
}

export async function deleteArticle(db: Kysely<Database>, id: number) {
  const article = await articleDetail(db, id)
  await repo.deleteArticle(db, id)
  return article
}
