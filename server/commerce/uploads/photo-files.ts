import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { photoFileSchema } from '../../../schemas/api/uploads.ts'
import { now } from '../../../schemas/time.ts'
import { fail } from '../../lib/errors.ts'
import { verifyPhotoLink } from '../../lib/photo-links.ts'
import { moveLegacyPhotos } from './legacy-photos.ts'
import { photoFile } from './photo-store.ts'

/**
 * Serves shoppers' and merchants' photos at their addresses (/uploads/member/…, /uploads/shop/…),
 * which are more specific than the static files' /uploads/*: only for a genuine, unexpired
 * signature (see server/lib/photo-links.ts), else 403. Mounted at the root, beside the static files.
 */
export const photoFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const moved = await moveLegacyPhotos(app.config.dataDir)
  if (moved > 0) app.log.info({ moved }, 'moved members’ and merchants’ photos into the private folder')

  for (const owner of ['member', 'shop'] as const) {
    app.get(`/uploads/${owner}/*`, { schema: photoFileSchema }, async (request, reply) => {
      const plain = `/uploads/${owner}/${request.params['*']}`
      const { e = '', s = '' } = request.query
      const at = now()
      if (!verifyPhotoLink(app.config.secret, plain, e, s, at)) throw fail('PHOTO_LINK_INVALID')
      const file = photoFile(app.config.dataDir, plain)
      const stat = await fs.stat(file).catch(() => null)
      if (!stat?.isFile()) throw fail('FILE_NOT_FOUND')
      return reply
        .header('content-type', plain.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('content-length', stat.size)
        .header('cache-control', `private, max-age=${Number(e) - at}`)
        .send(createReadStream(file))
    })
  }
}
