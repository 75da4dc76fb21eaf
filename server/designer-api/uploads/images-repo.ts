import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

const IMAGE_COLUMNS = ['id', 'img_name', 'img_url', 'img_type', 'img_size', 'width', 'height', 'created_at'] as const

export async function insertImage(
  db: Kysely<Database>,
  values: {
    company_id: number
    img_name: string
    img_url: string
    img_type: string
    img_size: number
    width: number
    height: number
    created_at: number
  },
) {
  return db.insertInto('uploads').values(values).returning(IMAGE_COLUMNS).executeTakeFirstOrThrow()
}
export type ImageRow = Awaited<ReturnType<typeof insertImage>>

/** The company's image library, newest first. */
export async function listImages(db: Kysely<Database>, companyId: number, window: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('uploads')
      .select(IMAGE_COLUMNS)
      .where('company_id', '=', companyId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}
