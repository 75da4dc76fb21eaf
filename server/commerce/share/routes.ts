import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { itemShareInfoSchema, qrcodeSchema, shareImageSchema, shareInfoSchema } from '../../../schemas/api/share.ts'
import { shareInfo, sharePoster, siteQrcode } from './service.ts'

/** Item sharing (spec 2.7 share panel; 7.2 shareInfo, content qrcode, /share.qrcode). */
export const shareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Links in answers must carry the mount point, e.g. /api/h5app/wxapp.
  const apiBase = app.prefix
  // Shared links and QR codes point at PUBLIC_URL: Host and X-Forwarded-Host are the client's to choose.
  const origin = app.config.publicUrl

  app.get('/goods/shareInfo', { schema: shareInfoSchema }, async (request) => ({
    data: await shareInfo(app.db, request.query.item_id, origin, apiBase),
  }))

  app.get('/goods/items/:id/shareInfo', { schema: itemShareInfoSchema }, async (request) => ({
    data: await shareInfo(app.db, request.params.id, origin, apiBase),
  }))

  app.get('/goods/items/:id/share-image', { schema: shareImageSchema }, async (request, reply) => {
    const svg = await sharePoster(app.db, request.params.id, origin)
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="item-${request.params.id}-share.svg"`)
        // The poster only draws: no scripts, images from anywhere (goods pictures may sit on a CDN).
        .header('content-security-policy', "default-src 'none'; img-src * data:; style-src 'unsafe-inline'")
        .header('cache-control', 'public, max-age=300')
        .send(svg)
    )
  })

  for (const path of ['/content/qrcode', '/share.qrcode']) {
    app.get(path, { schema: qrcodeSchema }, async (request) => ({
      data: await siteQrcode(request.query.url, origin),
    }))
  }
}
