import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  MAX_IMAGE_BYTES,
  memberTicketSchema,
  photoStorageSchema,
  shopTicketSchema,
  type UploadedPhoto,
  type UploadTicket,
} from '../../../schemas/api/uploads.ts'
import { receiveUpload } from '../../designer-api/uploads/receive.ts'
import type { ImageStorage } from '../../designer-api/uploads/storage.ts'
import { UPLOAD_TOKEN_TTL_S, issueUploadToken } from '../../designer-api/uploads/upload-token.ts'
import { UPLOADS_PER_ADDRESS } from '../../designer-api/uploads/per-address.ts'
import { requireAuth } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { signPhotoUrl } from '../../lib/photo-links.ts'
import { newOwnerKey, ownerOfKey, type UploadOwner } from './owner.ts'
import { photoStorage } from './photo-store.ts'
import { countPhotosSince, insertPhoto } from './repo.ts'
import { now } from '../../../schemas/time.ts'

/** Where the storage endpoint lives, as the browser must post to it. */
export const PHOTO_STORAGE_URL = '/api/h5app/wxapp/uploads/storage'
/** Photos one owner may store per hour (a form takes at most 9; this leaves room for retries). */
export const PHOTOS_PER_HOUR = 60

const COMPANY_ID = 1

export interface PhotoUploadOptions {
  /** The image-storage provider; by default the private photo folder (photo-store.ts). */
  storage?: ImageStorage
}

async function ticketFor(app: FastifyInstance, owner: UploadOwner): Promise<UploadTicket> {
  if ((await countPhotosSince(app.db, owner, now() - 3600)) >= PHOTOS_PER_HOUR) throw fail('UPLOAD_RATE_LIMITED')
  const key = newOwnerKey(owner)
  const expiresAt = now() + UPLOAD_TOKEN_TTL_S
  const token = issueUploadToken(app.config.secret, { key, companyId: COMPANY_ID, exp: expiresAt })
  return { token, key, upload_url: PHOTO_STORAGE_URL, max_size: MAX_IMAGE_BYTES, expires_at: expiresAt }
}

function ownerOf(request: FastifyRequest, kind: UploadOwner['kind']): UploadOwner {
  if (!request.principal || request.principal.kind !== kind)
    throw fail(kind === 'member' ? 'UNAUTHORIZED' : 'SESSION_EXPIRED')
  return { kind, id: request.principal.id }
}

/**
 * Photo uploads of members and merchants, mounted in the shopper API: a ticket per photo for the
 * signed-in member (`uploads/token`) or merchant (`uploads/shop/token`), and the storage endpoint
 * the browser posts the file to. The designer's receive code checks the token, the file's type by
 * its bytes and its size; each stored file is recorded with its owner (see ownership.ts).
 */
export const photoUploadRoutes: FastifyPluginAsyncTypebox<PhotoUploadOptions> = async (app, options) => {
  const storage = options.storage ?? photoStorage(app.config.dataDir)

  app.get(
    '/uploads/token',
    { schema: memberTicketSchema, preHandler: requireAuth('member'), config: UPLOADS_PER_ADDRESS },
    async (request) => ({
      data: await ticketFor(app, ownerOf(request, 'member')),
    }),
  )

  app.get(
    '/uploads/shop/token',
    { schema: shopTicketSchema, preHandler: requireAuth('shop'), config: UPLOADS_PER_ADDRESS },
    async (request) => ({
      data: await ticketFor(app, ownerOf(request, 'shop')),
    }),
  )

  // No session here: the token is the credential, and its key names the owner.
  app.post('/uploads/storage', { schema: photoStorageSchema, config: UPLOADS_PER_ADDRESS }, async (request) => {
    let owner: UploadOwner | null = null
    const stored = await receiveUpload(request, app.config.secret, storage, (grant) => {
      owner = ownerOfKey(grant.key)
      return owner !== null
    })
    const url = storage.urlOf(stored.key, stored.img_type)
    const who = owner as UploadOwner | null
    if (!who) throw fail('UPLOAD_TOKEN_INVALID')
    await insertPhoto(app.db, {
      company_id: COMPANY_ID,
      owner: who,
      storage_key: stored.key,
      url,
      img_type: stored.img_type,
      img_size: stored.img_size,
      width: stored.width,
      height: stored.height,
      created_at: now(),
    })
    // The uploader shows the photo at once: its owner gets a link that opens it.
    const data: UploadedPhoto = { ...stored, url: signPhotoUrl(app.config.secret, url, now()) }
    return { data }
  })
}
