import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { MEDIA_TAG_MAX, type MediaImage, type MediaQuery, type MediaUses } from '../../../schemas/api/media.ts'
import { isAddress, toRecord } from '../uploads/images.ts'
import type { ImageStorage } from '../uploads/storage.ts'
import { deleteImageRows, imagesByIds, listTags, type MediaRow, searchImages, updateImageTag } from './library-repo.ts'
import { findImageUses } from './uses-repo.ts'
import { describeUse, usesSentence } from './uses.ts'

const toMedia = (storage: ImageStorage, row: MediaRow): MediaImage => ({ ...toRecord(storage, row), tag: row.tag })

export async function mediaLibrary(db: Kysely<Database>, storage: ImageStorage, companyId: number, query: MediaQuery) {
  const { page, pageSize, ...filters } = query
  const { rows, total } = await searchImages(db, companyId, filters, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  })
  return { list: rows.map((row) => toMedia(storage, row)), total_count: total }
}

export const mediaTags = (db: Kysely<Database>, companyId: number) => listTags(db, companyId)

async function imageOf(db: Kysely<Database>, companyId: number, id: number): Promise<MediaRow> {
  const [row] = await imagesByIds(db, companyId, [id])
  if (!row) throw fail('MEDIA_NOT_FOUND')
  return row
}

/** Pages, goods and the rest name an image by its storage key (any address of it holds the key) or, for older entries, by the address itself. */
async function usesOf(db: Kysely<Database>, companyId: number, row: MediaRow) {
  return (await findImageUses(db, companyId, row.img_url)).map(describeUse)
}

export async function mediaUses(db: Kysely<Database>, companyId: number, id: number): Promise<MediaUses> {
  const row = await imageOf(db, companyId, id)
  return { id: row.id, uses: await usesOf(db, companyId, row) }
}

/** Control characters never reach a tag; the schema caps its length. */
const cleanTag = (tag: string) =>
  tag
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MEDIA_TAG_MAX)

export async function tagImage(
  db: Kysely<Database>,
  storage: ImageStorage,
  companyId: number,
  id: number,
  tag: string,
): Promise<MediaImage> {
  const row = await updateImageTag(db, companyId, id, cleanTag(tag))
  if (!row) throw fail('MEDIA_NOT_FOUND')
  return toMedia(storage, row)
}

/**
 * Deletes images that nothing uses, all or none: one unknown id is a 404, one image in use a 409
 * naming every refused image's uses, and then nothing is deleted. The records go first, then the
 * files, so a file that cannot be removed is left over unseen rather than a record without a file.
 */
export async function deleteImages(
  db: Kysely<Database>,
  storage: ImageStorage,
  companyId: number,
  ids: number[],
): Promise<{ deleted: MediaRow[] }> {
  const wanted = [...new Set(ids)]
  const rows = await imagesByIds(db, companyId, wanted)
  if (rows.length !== wanted.length) throw fail('MEDIA_NOT_FOUND')
  const refused = []
  for (const row of rows) {
    const uses = await usesOf(db, companyId, row)
    if (uses.length > 0) refused.push({ id: row.id, img_name: row.img_name, uses })
  }
  if (refused.length > 0) {
    const uses =
      refused.length === 1
        ? usesSentence(refused[0].uses)
        : refused.map((image) => `「${image.img_name}」${usesSentence(image.uses)}`).join('；')
    throw fail('MEDIA_IN_USE', { count: refused.length, uses }, { images: refused })
  }
  await deleteImageRows(db, companyId, wanted)
  for (const row of rows) {
    if (!isAddress(row.img_url)) await storage.delete(row.img_url, row.img_type === 'png' ? 'png' : 'jpg')
  }
  return { deleted: rows }
}
