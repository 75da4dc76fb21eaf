import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import type { UploadOwner } from './owner.ts'

export interface PhotoRecord {
  company_id: number
  owner: UploadOwner
  storage_key: string
  url: string
  img_type: string
  img_size: number
  width: number
  height: number
  created_at: number
}

export async function insertPhoto(db: Kysely<Database>, photo: PhotoRecord): Promise<void> {
  const { owner, ...rest } = photo
  await db
    .insertInto('photo_uploads')
    .values({ ...rest, owner_kind: owner.kind, owner_id: owner.id })
    .execute()
}

/** How many photos the owner stored since `since` (unix seconds). */
export async function countPhotosSince(db: Kysely<Database>, owner: UploadOwner, since: number): Promise<number> {
  const row = await db
    .selectFrom('photo_uploads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Which of the URLs the owner uploaded. */
export async function ownedUrls(
  db: Kysely<Database>,
  owner: UploadOwner,
  urls: readonly string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set()
  const rows = await db
    .selectFrom('photo_uploads')
    .select('url')
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .where('url', 'in', [...new Set(urls)])
    .execute()
  return new Set(rows.map((row) => row.url))
}
