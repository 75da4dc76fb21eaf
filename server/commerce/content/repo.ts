import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

const NODE_COLUMNS = ['id', 'parent_id', 'code', 'name', 'sort'] as const
const SUMMARY_COLUMNS = ['id', 'node_id', 'title', 'summary', 'cover', 'author', 'created_at'] as const

/** `sort` is a weight: heavier nodes and articles come first. */
export function listNodes(db: Kysely<Database>) {
  return db.selectFrom('article_nodes').select(NODE_COLUMNS).orderBy('sort', 'desc').orderBy('id', 'asc').execute()
}

export type NodeRow = Awaited<ReturnType<typeof listNodes>>[number]

export function findNodeById(db: Kysely<Database>, id: number) {
  return db.selectFrom('article_nodes').select(NODE_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export function findNodeByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('article_nodes').select(NODE_COLUMNS).where('code', '=', code).executeTakeFirst()
}

export function listChildNodes(db: Kysely<Database>, parentIds: number[]) {
  if (parentIds.length === 0) return Promise.resolve([] as NodeRow[])
  return db
    .selectFrom('article_nodes')
    .select(NODE_COLUMNS)
    .where('parent_id', 'in', parentIds)
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
    .execute()
}

/** Visible articles per node. */
export async function countVisibleByNode(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('articles')
    .select(['node_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_show', '=', 1)
    .groupBy('node_id')
    .execute()
  return new Map(rows.map((r) => [r.node_id, Number(r.n)]))
}

/** Reading order inside a node: heaviest operator weight first, then newest first. */
function visibleInNode(db: Kysely<Database>, nodeId: number) {
  return db.selectFrom('articles').where('node_id', '=', nodeId).where('is_show', '=', 1)
}

export async function listVisibleArticles(db: Kysely<Database>, nodeId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    visibleInNode(db, nodeId)
      .select(SUMMARY_COLUMNS)
      .orderBy('sort', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    visibleInNode(db, nodeId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

export type ArticleSummaryRow = Awaited<ReturnType<typeof listVisibleArticles>>['rows'][number]

/** Ids and titles of a node's visible articles in reading order (nodes hold tens of articles). */
export function listArticleTitlesInOrder(db: Kysely<Database>, nodeId: number) {
  return visibleInNode(db, nodeId)
    .select(['id', 'title'])
    .orderBy('sort', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function findVisibleArticle(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('articles')
    .select([...SUMMARY_COLUMNS, 'content', 'updated_at'])
    .where('id', '=', id)
    .where('is_show', '=', 1)
    .executeTakeFirst()
}

/** Question/answer pairs of the given nodes, in reading order. */
export function listFaqArticles(db: Kysely<Database>, nodeIds: number[]) {
  if (nodeIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('articles')
    .select(['id', 'node_id', 'title', 'content'])
    .where('node_id', 'in', nodeIds)
    .where('is_show', '=', 1)
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
    .execute()
}
