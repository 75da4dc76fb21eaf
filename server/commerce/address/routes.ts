import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { SchemaRequest } from '../../lib/typed-plugin.ts'
import { emptyBodyAsObject } from '../../lib/empty-body.ts'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { toPage } from '../../lib/pagination.ts'
import * as service from './service.ts'
import {
  createSchema,
  deleteSchema,
  getSchema,
  legacyAddSchema,
  legacyDeleteSchema,
  legacyGetSchema,
  legacySetDefaultBodySchema,
  legacySetDefaultSchema,
  listSchema,
  updateSchema,
} from '../../../schemas/api/address.ts'

/** Saved delivery addresses of the signed-in member (spec 7.2 "Member area"). */
export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Checked before the input so a guest learns nothing but 401.
  app.addHook('onRequest', requireAuth('member'))
  // A form posted without any field still reaches the service, which names what is missing.
  app.addHook('preValidation', emptyBodyAsObject)

  app.get('/member/addresslist', { schema: listSchema }, async (request) => ({
    data: await service.listAddresses(
      app.db,
      memberId(request),
      toPage(request.query, service.ADDRESS_RULES.maxPerMember),
    ),
  }))

  app.post('/member/address', { schema: createSchema }, async (request) => ({
    data: await service.createAddress(app.db, memberId(request), request.body),
  }))

  app.get('/member/address/:address_id', { schema: getSchema }, async (request) => ({
    data: await service.getAddress(app.db, memberId(request), request.params.address_id),
  }))

  const update = async (request: SchemaRequest<typeof updateSchema>) => ({
    data: await service.updateAddress(app.db, memberId(request), request.params.address_id, request.body),
  })
  app.put('/member/address/:address_id', { schema: updateSchema }, update)
  app.post('/member/address/:address_id', { schema: updateSchema }, update)

  app.delete('/member/address/:address_id', { schema: deleteSchema }, async (request) => ({
    data: await service.deleteAddress(app.db, memberId(request), request.params.address_id),
  }))

  app.get('/member.address.get', { schema: legacyGetSchema }, async (request) => ({
    data: await service.getAddress(app.db, memberId(request), request.query.addr_id),
  }))

  app.post('/member.address.add', { schema: legacyAddSchema }, async (request) => ({
    data: await service.createAddress(app.db, memberId(request), request.body),
  }))

  app.post('/member.address.delete', { schema: legacyDeleteSchema }, async (request) => ({
    data: await service.deleteAddress(app.db, memberId(request), request.body.addr_id),
  }))

  // A legacy GET write: it gets the cross-site check (server/lib/cross-site.ts); POST is offered beside it.
  app.get(
    '/member.address.setDefault',
    { schema: legacySetDefaultSchema, config: { changesData: true } },
    async (request) => ({
      data: await service.setDefaultAddress(app.db, memberId(request), request.query.addr_id),
    }),
  )
  app.post('/member.address.setDefault', { schema: legacySetDefaultBodySchema }, async (request) => ({
    data: await service.setDefaultAddress(app.db, memberId(request), request.body.addr_id),
  }))
}
