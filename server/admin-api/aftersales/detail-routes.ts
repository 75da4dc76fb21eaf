import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { aftersalesDetailSchema } from '../../../schemas/api/admin/aftersales.ts'
import { now } from '../../../schemas/time.ts'
import { operatorAftersalesDetail } from './detail.ts'
import { PHOTO_FIELDS, privatePhotoLinks } from '../../commerce/uploads/photo-link-hooks.ts'

/** 售后详情: one application of the company with its history and refund state. */
export const aftersalesDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  privatePhotoLinks(app, PHOTO_FIELDS.aftersales)
  app.get(
    '/aftersales/:aftersales_bn',
    { schema: aftersalesDetailSchema, config: { access: ['aftersales'] } },
    async (request) => ({
      data: await operatorAftersalesDetail(app.db, operatorOf(request).companyId, request.params.aftersales_bn, now()),
    }),
  )
}
