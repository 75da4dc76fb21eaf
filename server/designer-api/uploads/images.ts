import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { ImageRecord, ImageRecordBody } from '../../../schemas/api/designer.ts'
import { insertImage, listImages, type ImageRow } from './images-repo.ts'
import type { ImageStorage } from './storage.ts'
import { now } from '../../../schemas/time.ts'

/** Library entries made before the designer (the demo mall's) keep a full address in img_url. */
export const isAddress = (url: string) => url.startsWith('/') || /^https?:\/\//.test(url)

export function toRecord(storage: ImageStorage, row: ImageRow): ImageRecord {
  const fullUrl = isAddress(row.img_url)
    ? row.img_url
    : storage.urlOf(row.img_url, row.img_type === 'png' ? 'png' : 'jpg')
  return { ...row, img_full_url: fullUrl, created_at: Number(row.created_at) }
}

/**
 * Records a stored file in the company's library. Type, size and dimensions are read from what
 * storage holds under the key, never taken from the client.
 */
export async function recordImage(
  db: Kysely<Database>,
  storage: ImageStorage,
  companyId: number,
  body: ImageRecordBody,
): Promise<ImageRecord> {
  const stored = await storage.stat(body.img_url.trim())
  if (!stored) throw fail('IMAGE_NOT_FOUND')
  // A file's name may carry anything; control characters never reach the library.
  const name = body.img_name.replace(/[\u0000-\u001f\u007f]/g, '').trim() || stored.key
  const row = await insertImage(db, {
    company_id: companyId,
    img_name: name,
    img_url: stored.key,
    img_type: stored.img_type,
    img_size: stored.img_size,
    width: stored.width,
    height: stored.height,
    created_at: now(),
  })
  return toRecord(storage, row)
}

export async function imageLibrary(
  db: Kysely<Database>,
  storage: ImageStorage,
  companyId: number,
  query: { page: number; pageSize: number },
) {
  const { rows, total } = await listImages(db, companyId, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  })
  return { list: rows.map((row) => toRecord(storage, row)), total_count: total }
}
