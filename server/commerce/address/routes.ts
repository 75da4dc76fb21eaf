import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
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
  type AddressBody,
  type AddressIdParams,
  type LegacyIdQuery,
  type ListQuery,
} from '../../../schemas/api/address.ts'

/** Saved delivery addresses of the signed-in member (spec 7.2 "Member area"). */
export const addressRoutes: FastifyPluginAsync = async (app) => {
  // Checked before the input so a guest learns nothing but 401.
  app.addHook('onRequest', requireAuth('member'))
  // A form posted without any field still reaches the service, which names what is missing.
  app.addHook('preValidation', async (request) => {
    request.body ??= {}
  })

  app.get<{ Querystring: ListQuery }>('/member/addresslist', { schema: listSchema }, async (request) => ({
    data: await service.listAddresses(
      app.db,
      memberId(request),
      toPage(request.query, service.ADDRESS_RULES.maxPerMember),
    ),
  }))

  app.post<{ Body: AddressBody }>('/member/address', { schema: createSchema }, async (request) => ({
    data: await service.createAddress(app.db, memberId(request), request.body),
  }))

  app.get<{ Params: AddressIdParams }>('/member/address/:address_id', { schema: getSchema }, async (request) => ({
    data: await service.getAddress(app.db, memberId(request), request.params.address_id),
  }))

  const update = async (request: FastifyRequest<{ Params: AddressIdParams; Body: AddressBody }>) => ({
    data: await service.updateAddress(app.db, memberId(request), request.params.address_id, request.body),
  })
  app.put<{ Params: AddressIdParams; Body: AddressBody }>(
    '/member/address/:address_id',
    { schema: updateSchema },
    update,
  )
  app.post<{ Params: AddressIdParams; Body: AddressBody }>(
    '/member/address/:address_id',
    { schema: updateSchema },
    update,
  )

  app.delete<{ Params: AddressIdParams }>('/member/address/:address_id', { schema: deleteSchema }, async (request) => ({
    data: await service.deleteAddress(app.db, memberId(request), request.params.address_id),
  }))

  app.get<{ Querystring: LegacyIdQuery }>('/member.address.get', { schema: legacyGetSchema }, async (request) => ({
    data: await service.getAddress(app.db, memberId(request), request.query.addr_id),
  }))

  app.post<{ Body: AddressBody }>('/member.address.add', { schema: legacyAddSchema }, async (request) => ({
    data: await service.createAddress(app.db, memberId(request), request.body),
  }))

  app.post<{ Body: LegacyIdQuery }>('/member.address.delete', { schema: legacyDeleteSchema }, async (request) => ({
    data: await service.deleteAddress(app.db, memberId(request), request.body.addr_id),
  }))

  // A legacy GET write: it gets the cross-site check (server/lib/cross-site.ts); POST is offered beside it.
  app.get<{ Querystring: LegacyIdQuery }>(
    '/member.address.setDefault',
    { schema: legacySetDefaultSchema, config: { changesData: true } },
    async (request) => ({
      data: await service.setDefaultAddress(app.db, memberId(request), request.query.addr_id),
    }),
  )
  app.post<{ Body: LegacyIdQuery }>(
    '/member.address.setDefault',
    { schema: legacySetDefaultBodySchema },
    async (request) => ({
      data: await service.setDefaultAddress(app.db, memberId(request), request.body.addr_id),
    }),
  )
}
