import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { emptyBodyAsObject } from '../../lib/empty-body.ts'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { parseJsonFields } from '../order/json-body.ts'
import {
  applySchema,
  closeSchema,
  infoSchema,
  listSchema,
  modifySchema,
  reasonSchema,
  sendbackSchema,
  type AftersalesReasons,
} from '../../../schemas/api/aftersales.ts'
import * as service from './service.ts'
import { PHOTO_FIELDS, privatePhotoLinks } from '../uploads/photo-link-hooks.ts'
import { now } from '../../../schemas/time.ts'

/** The member's after-sales (spec 7.2 "Member area"): reasons, apply, list, detail, modify, withdraw, send back. */
export const aftersalesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = requireAuth('member')
  const jsonLists = parseJsonFields('detail', 'evidence_pic')
  privatePhotoLinks(app, PHOTO_FIELDS.aftersales)

  app.get('/aftersales/reason/list', { schema: reasonSchema, onRequest: auth }, async () => ({
    // Read-only lists as the service keeps them; the answer only serialises them.
    data: service.reasonList() as AftersalesReasons,
  }))

  app.post(
    '/aftersales',
    { schema: applySchema, onRequest: auth, preValidation: [emptyBodyAsObject, jsonLists] },
    async (request) => ({
      data: await service.applyAftersales(app.db, memberId(request), request.body, now()),
    }),
  )

  app.get('/aftersales', { schema: listSchema, onRequest: auth }, async (request) => ({
    data: await service.listAftersales(app.db, memberId(request), request.query),
  }))

  app.get('/aftersales/info', { schema: infoSchema, onRequest: auth }, async (request) => ({
    data: await service.aftersalesInfo(app.db, memberId(request), service.requireBn(request.query.aftersales_bn)),
  }))

  app.post(
    '/aftersales/modify',
    { schema: modifySchema, onRequest: auth, preValidation: [emptyBodyAsObject, jsonLists] },
    async (request) => ({
      data: await service.modifyAftersales(app.db, memberId(request), request.body, now()),
    }),
  )

  app.post(
    '/aftersales/close',
    { schema: closeSchema, onRequest: auth, preValidation: emptyBodyAsObject },
    async (request) => ({
      data: await service.closeAftersales(app.db, memberId(request), request.body, now()),
    }),
  )

  app.post(
    '/aftersales/sendback',
    { schema: sendbackSchema, onRequest: auth, preValidation: emptyBodyAsObject },
    async (request) => ({
      data: await service.sendbackAftersales(app.db, memberId(request), request.body, now()),
    }),
  )
}
