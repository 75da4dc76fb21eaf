import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { UploadOwner } from './owner.ts'
import { ownedUrls } from './repo.ts'

export interface OwnershipOptions {
  /** URLs already on the record being changed (a modified application keeps its photos). */
  kept?: readonly string[]
  /** Let http(s) addresses elsewhere through (never for shoppers; a merchant tool may allow it). */
  allowExternal?: boolean
}

const EXTERNAL = /^https?:\/\//i

/**
 * Throws UPLOAD_NOT_OWNED (400) unless every URL is a photo this owner uploaded through the photo
 * upload flow, or one the record already held. Call it before writing anything.
 */
export async function assertOwnedUploads(
  db: Kysely<Database>,
  owner: UploadOwner,
  urls: readonly string[],
  options: OwnershipOptions = {},
): Promise<void> {
  const kept = new Set(options.kept ?? [])
  const toCheck = urls.filter((url) => !kept.has(url) && !(options.allowExternal && EXTERNAL.test(url)))
  if (toCheck.length === 0) return
  const owned = await ownedUrls(db, owner, toCheck)
  if (toCheck.some((url) => !owned.has(url))) throw fail('UPLOAD_NOT_OWNED')
}
