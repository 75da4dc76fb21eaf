import { type Kysely, sql } from 'kysely'
import { containsPattern } from '../../db/contains.ts'
import type { Database } from '../../db/types.ts'
import type { ArticleStatus } from '../../../schemas/api/admin/articles.ts'

const NODE_COLUMNS = ['id', 'parent_id', 'code', 'name', 'sort'] as const

/** Every node in the shop's order among siblings (heavier first, then older). */
export function listNodes(db: Kysely<Database>) {
  return db.selectFrom('article_nodes').select(NODE_COLUMNS).orderBy('sort', 'desc').orderBy('id', 'asc').execute()
}

export type NodeRow = Awaited<ReturnType<typeof listNodes>>[number]

export function findNode(db: Kysely<Database>, id: number) {
  return db.selectFrom('article_nodes').select(NODE_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export function siblingsOf(db: Kysely<Database>, parentId: number | null) {
  return db
    .selectFrom('article_nodes')
    .select(NODE_COLUMNS)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
    .execute()
}

export async function codeTaken(db: Kysely<Database>, code: string) {
  return (await db.selectFrom('article_nodes').select('id').where('code', '=', code).executeTakeFirst()) !== undefined
}

export async function insertNode(
  db: Kysely<Database>,
  values: { parent_id: number | null; code: string; name: string; sort: number },
) {
  return (await db.insertInto('article_nodes').values(values).returning('id').executeTakeFirstOrThrow()).id
}

export function updateNode(db: Kysely<Database>, id: number, values: { name?: string; code?: string; sort?: number }) {
  return db.updateTable('article_nodes').set(values).where('id', '=', id).execute()
}

export function deleteNode(db: Kysely<Database>, id: number) {
  return db.deleteFrom('article_nodes').where('id', '=', id).execute()
}

export async function childCount(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('article_nodes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Articles per node, all and published. */
export async function articleCounts(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('articles')
    .select([
      'node_id',
      (eb) => eb.fn.countAll<number | string>().as('all'),
      (eb) => eb.fn.sum<number | string | null>(eb.ref('is_show')).as('published'),
    ])
    .groupBy('node_id')
    .execute()
  return new Map(rows.map((r) => [r.node_id, { all: Number(r.all), published: Number(r.published ?? 0) }]))
}

export async function articleCountOf(db: Kysely<Database>, nodeId: number) {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('node_id', '=', nodeId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

// ---------------------------------------------------------------- articles

const ROW_COLUMNS = [
  'articles.id',
  'articles.node_id',
  'article_nodes.name as node_name',
  'articles.title',
  'articles.cover',
  'articles.author',
  'articles.sort',
  'articles.is_show',
  'articles.created_at',
  'articles.updated_at',
] as const

function filtered(db: Kysely<Database>, filters: { nodeId?: number; keywords: string }) {
  let query = db.selectFrom('articles').innerJoin('article_nodes', 'article_nodes.id', 'articles.node_id')
  if (filters.nodeId !== undefined) query = query.where('articles.node_id', '=', filters.nodeId)
  if (filters.keywords)
    query = query.where(sql<boolean>`lower(articles.title) like ${containsPattern(filters.keywords)} escape '\\'`)
  return query
}

/** A page of articles in the storefront's reading order (heavier first, then newest), with the status counts. */
export async function listArticles(
  db: Kysely<Database>,
  filters: { nodeId?: number; keywords: string; status?: ArticleStatus },
  page: { offset: number; limit: number },
) {
  let rowsQuery = filtered(db, filters)
  if (filters.status) rowsQuery = rowsQuery.where('articles.is_show', '=', filters.status === 'published' ? 1 : 0)
  const [rows, counts] = await Promise.all([
    rowsQuery
      .select(ROW_COLUMNS)
      .orderBy('articles.sort', 'desc')
      .orderBy('articles.created_at', 'desc')
      .orderBy('articles.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filters)
      .select(['articles.is_show', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('articles.is_show')
      .execute(),
  ])
  const published = Number(counts.find((c) => Number(c.is_show) === 1)?.n ?? 0)
  const unpublished = Number(counts.find((c) => Number(c.is_show) === 0)?.n ?? 0)
  return {
    rows,
    counts: { all: published + unpublished, published, unpublished },
    total:
      filters.status === 'published'
        ? published
        : filters.status === 'unpublished'
          ? unpublished
          : published + unpublished,
  }
}

export function findArticle(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('articles')
    .innerJoin('article_nodes', 'article_nodes.id', 'articles.node_id')
    .select([...ROW_COLUMNS, 'articles.summary', 'articles.content'])
    .where('articles.id', '=', id)
    .executeTakeFirst()
}

export interface ArticleColumns {
  node_id: number
  title: string
  summary: string
  cover: string
  author: string
  sort: number
  content: string
  updated_at: number
}

export async function insertArticle(
  db: Kysely<Database>,
  values: ArticleColumns & { is_show: 0 | 1; created_at: number },
) {
  return (await db.insertInto('articles').values(values).returning('id').executeTakeFirstOrThrow()).id
}

export async function updateArticle(
  db: Kysely<Database>,
  id: number,
  values: Partial<ArticleColumns> & { is_show?: 0 | 1 },
) {
  const result = await db.updateTable('articles').set(values).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export function deleteArticle(db: Kysely<Database>, id: number) {
  return db.deleteFrom('articles').where('id', '=', id).execute()
}
