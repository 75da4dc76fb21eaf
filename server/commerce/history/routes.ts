import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { emptyBodyAsObject } from '../../lib/empty-body.ts'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { toPage } from '../../lib/pagination.ts'
import * as service from './service.ts'
import { listSchema, removeSchema, saveSchema } from '../../../schemas/api/history.ts'

/** Footprints (我的足迹) of the signed-in member (spec 7.2 "Member area"). */
export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Checked before the input so a guest learns nothing but 401.
  app.addHook('onRequest', requireAuth('member'))
  // DELETE calls may carry their fields in the query string only; validate an empty body then.
  app.addHook('preValidation', emptyBodyAsObject)

  app.post('/member/browse/history/save', { schema: saveSchema }, async (request) => ({
    data: await service.saveFootprint(app.db, memberId(request), request.body.item_id),
  }))

  app.get('/member/browse/history/list', { schema: listSchema }, async (request) => ({
    data: await service.listFootprints(app.db, memberId(request), toPage(request.query)),
  }))

  app.delete('/member/browse/history', { schema: removeSchema }, async (request) => ({
    data: await service.removeFootprints(app.db, memberId(request), { ...request.query, ...request.body }),
  }))
}
