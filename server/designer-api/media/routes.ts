import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { MEDIA_PATH } from '../../../schemas/api/media.ts'
import { recordAudit } from '../../admin-api/audit.ts'
import { sendNoContent } from '../../lib/typed-plugin.ts'
import { operatorOf } from '../operator-guard.ts'
import { LIBRARY_ACCESS } from '../uploads/routes.ts'
import type { ImageStorage } from '../uploads/storage.ts'
import {
  deleteManyMediaSchema,
  deleteMediaSchema,
  listMediaSchema,
  mediaTagsSchema,
  mediaUsesSchema,
  tagMediaSchema,
} from './schemas.ts'
import { deleteImages, mediaLibrary, mediaTags, mediaUses, tagImage } from './service.ts'

export interface MediaRoutesOptions {
  storage: ImageStorage
}

/** The console area an image write is logged under: page design when the operator has it, else goods. */
const areaOf = (request: FastifyRequest) => (operatorOf(request).areas.includes('pages') ? 'pages' : 'goods')

/**
 * 图片库 (media library) of the operator's company: search, tags, uses, and deleting images that
 * nothing uses. Open to page design and the goods editor, like the uploads; writes are audited.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox<MediaRoutesOptions> = async (app, { storage }) => {
  const company = (request: FastifyRequest) => operatorOf(request).companyId
  const base = `/${MEDIA_PATH}`
  const config = LIBRARY_ACCESS

  app.get(base, { schema: listMediaSchema, config }, async (request) => ({
    data: await mediaLibrary(app.db, storage, company(request), request.query),
  }))

  app.get(`${base}/tags`, { schema: mediaTagsSchema, config }, async (request) => ({
    data: { list: await mediaTags(app.db, company(request)) },
  }))

  app.get(`${base}/:id/uses`, { schema: mediaUsesSchema, config }, async (request) => ({
    data: await mediaUses(app.db, company(request), request.params.id),
  }))

  app.patch(`${base}/:id`, { schema: tagMediaSchema, config }, async (request) => {
    const data = await tagImage(app.db, storage, company(request), request.params.id, request.body.tag)
    const summary = data.tag ? `标签：${data.tag}` : '去掉标签'
    await recordAudit(app.db, request, {
      area: areaOf(request),
      action: '设置图片标签',
      target: data.img_name,
      summary,
    })
    return { data }
  })

  app.delete(`${base}/:id`, { schema: deleteMediaSchema, config }, async (request, reply) => {
    const { deleted } = await deleteImages(app.db, storage, company(request), [request.params.id])
    await recordAudit(app.db, request, { area: areaOf(request), action: '删除图片', target: deleted[0].img_name })
    return sendNoContent(reply)
  })

  app.post(`${base}/delete`, { schema: deleteManyMediaSchema, config }, async (request) => {
    const { deleted } = await deleteImages(app.db, storage, company(request), request.body.ids)
    await recordAudit(app.db, request, {
      area: areaOf(request),
      action: '删除图片',
      target: deleted
        .map((row) => row.img_name)
        .join('、')
        .slice(0, 200),
      summary: `共 ${deleted.length} 张`,
    })
    return { data: { deleted: deleted.map((row) => row.id) } }
  })
}
