import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MAX_IMAGE_BYTES, type UploadTicket } from '../../../schemas/api/designer.ts'
import { operatorOf } from '../operator-guard.ts'
import { recordAudit } from '../../admin-api/audit.ts'
import { imagesSchema, recordImageSchema, storageSchema, uploadTicketSchema } from '../schemas.ts'
import { imageLibrary, recordImage } from './images.ts'
import { UPLOADS_PER_ADDRESS } from './per-address.ts'
import { receiveUpload } from './receive.ts'
import type { ImageStorage } from './storage.ts'
import { UPLOAD_TOKEN_TTL_S, issueUploadToken, newUploadKey } from './upload-token.ts'
import { now } from '../../../schemas/time.ts'

/** Where the designer posts files for the default provider (relative to the designer API's prefix). */
export const STORAGE_PATH = '/storage'

/** The image library serves page design and the goods editor (goods, spec and brand images). */
export const LIBRARY_ACCESS = { access: ['pages', 'goods'] } as const

export interface UploadRoutesOptions {
  storage: ImageStorage
  /** The public address of the storage endpoint, as the browser must post to it. */
  uploadUrl: string
}

/** Spec 7.2's upload flow: a ticket, the file sent to the storage provider, then the library record. */
export const uploadRoutes: FastifyPluginAsyncTypebox<UploadRoutesOptions> = async (app, { storage, uploadUrl }) => {
  app.get('/uploads/token', { schema: uploadTicketSchema, config: LIBRARY_ACCESS }, async (request) => {
    const key = newUploadKey()
    const expiresAt = now() + UPLOAD_TOKEN_TTL_S
    const token = issueUploadToken(app.config.secret, { key, companyId: operatorOf(request).companyId, exp: expiresAt })
    const data: UploadTicket = { token, key, upload_url: uploadUrl, max_size: MAX_IMAGE_BYTES, expires_at: expiresAt }
    return { data }
  })

  // No operator session here: the token is the credential, so another host could play this part.
  app.post(
    STORAGE_PATH,
    { schema: storageSchema, config: { access: 'public', ...UPLOADS_PER_ADDRESS } },
    async (request) => ({
      data: await receiveUpload(request, app.config.secret, storage, (grant) => grant.key.startsWith('designer/')),
    }),
  )

  app.post('/images', { schema: recordImageSchema, config: LIBRARY_ACCESS }, async (request) => {
    const data = await recordImage(app.db, storage, operatorOf(request).companyId, request.body)
    const area = operatorOf(request).areas.includes('pages') ? 'pages' : 'goods'
    await recordAudit(app.db, request, { area, action: '上传图片', target: request.body.img_name })
    return { data }
  })

  app.get('/images', { schema: imagesSchema, config: LIBRARY_ACCESS }, async (request) => ({
    data: await imageLibrary(app.db, storage, operatorOf(request).companyId, request.query),
  }))
}
