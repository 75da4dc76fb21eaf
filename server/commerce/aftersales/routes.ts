import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
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
  type ApplyBody,
  type BnBody,
  type InfoQuery,
  type ListQuery,
  type ModifyBody,
  type SendbackBody,
} from '../../../schemas/api/aftersales.ts'
import * as service from './service.ts'

const now = () => Math.floor(Date.now() / 1000)

/** The member's after-sales (spec 7.2 "Member area"): reasons, apply, list, detail, modify, withdraw, send back. */
export const aftersalesRoutes: FastifyPluginAsync = async (app) => {
  const auth = requireAuth('member')
  const emptyBody = async (request: FastifyRequest) => {
    request.body ??= {}
  }
  const jsonLists = parseJsonFields('detail', 'evidence_pic')

  app.get('/aftersales/reason/list', { schema: reasonSchema, onRequest: auth }, async () => ({
    data: service.reasonList(),
  }))

  app.post<{ Body: ApplyBody }>(
    '/aftersales',
    { schema: applySchema, onRequest: auth, preValidation: [emptyBody, jsonLists] },
    async (request) => ({
      data: await service.applyAftersales(app.db, memberId(request), request.body, now()),
    }),
  )

  app.get<{ Querystring: ListQuery }>('/aftersales', { schema: listSchema, onRequest: auth }, async (request) => ({
    data: await service.listAftersales(app.db, memberId(request), request.query),
  }))

  app.get<{ Querystring: InfoQuery }>('/aftersales/info', { schema: infoSchema, onRequest: auth }, async (request) => ({
    data: await service.aftersalesInfo(app.db, memberId(request), service.requireBn(request.query.aftersales_bn)),
  }))

  app.post<{ Body: ModifyBody }>(
    '/aftersales/modify',
    { schema: modifySchema, onRequest: auth, preValidation: [emptyBody, jsonLists] },
    async (request) => ({
      data: await service.modifyAftersales(app.db, memberId(request), request.body, now()),
    }),
  )

  app.post<{ Body: BnBody }>(
    '/aftersales/close',
    { schema: closeSchema, onRequest: auth, preValidation: emptyBody },
    async (request) => ({
      data: await service.closeAftersales(app.db, memberId(request), request.body, now()),
    }),
  )

  app.post<{ Body: SendbackBody }>(
    '/aftersales/sendback',
    { schema: sendbackSchema, onRequest: auth, preValidation: emptyBody },
    async (request) => ({
      data: await service.sendbackAftersales(app.db, memberId(request), request.body, now()),
    }),
  )
}
