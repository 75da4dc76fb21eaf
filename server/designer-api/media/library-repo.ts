import { type Kysely, type SqlBool, sql } from 'kysely'
import type { Database } from '../../db/types.ts'
import { LARGE_MIN, type MediaQuery, SMALL_MAX } from '../../../schemas/api/media.ts'

const COLUMNS = ['id', 'img_name', 'img_url', 'img_type', 'img_size', 'width', 'height', 'created_at', 'tag'] as const

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The company's images matching the library's filters, newest first. */
export async function searchImages(
  db: Kysely<Database>,
  companyId: number,
  query: Omit<MediaQuery, 'page' | 'pageSize'>,
  window: { offset: number; limit: number },
) {
  let base = db.selectFrom('uploads').where('company_id', '=', companyId)
  const keywords = query.keywords?.trim()
  if (keywords) base = base.where(sql<SqlBool>`img_name like ${likeText(keywords)} escape '\\'`)
  if (query.tag) base = base.where('tag', '=', query.tag.trim())
  if (query.from !== undefined) base = base.where('created_at', '>=', query.from)
  if (query.to !== undefined) base = base.where('created_at', '<', query.to)
  if (query.size === 'small') base = base.where('width', '<=', SMALL_MAX).where('height', '<=', SMALL_MAX)
  if (query.size === 'large')
    base = base.where((eb) => eb.or([eb('width', '>=', LARGE_MIN), eb('height', '>=', LARGE_MIN)]))
  if (query.size === 'medium')
    base = base
      .where((eb) => eb.or([eb('width', '>', SMALL_MAX), eb('height', '>', SMALL_MAX)]))
      .where('width', '<', LARGE_MIN)
      .where('height', '<', LARGE_MIN)
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}
export type MediaRow = Awaited<ReturnType<typeof searchImages>>['rows'][number]

/** The company's images among ids (others' and unknown ids are simply absent). */
export async function imagesByIds(db: Kysely<Database>, companyId: number, ids: number[]): Promise<MediaRow[]> {
  if (ids.length === 0) return []
  return db.selectFrom('uploads').select(COLUMNS).where('company_id', '=', companyId).where('id', 'in', ids).execute()
}

export async function updateImageTag(db: Kysely<Database>, companyId: number, id: number, tag: string) {
  return db
    .updateTable('uploads')
    .set({ tag })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst()
}

export async function deleteImageRows(db: Kysely<Database>, companyId: number, ids: number[]) {
  await db.deleteFrom('uploads').where('company_id', '=', companyId).where('id', 'in', ids).execute()
}

/** The company's tags with how many images carry each, by name. */
export async function listTags(db: Kysely<Database>, companyId: number) {
  const rows = await db
    .selectFrom('uploads')
    .select(['tag', (eb) => eb.fn.countAll<number>().as('count')])
    .where('company_id', '=', companyId)
    .where('tag', '<>', '')
    .groupBy('tag')
    .orderBy('tag')
    .execute()
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }))
}
