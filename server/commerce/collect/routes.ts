import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { emptyBodyAsObject } from '../../lib/empty-body.ts'
import { memberId, requireAuth } from '../../lib/auth.ts'
import { toPage } from '../../lib/pagination.ts'
import * as service from './service.ts'
import {
  itemAddSchema,
  itemCheckSchema,
  itemListSchema,
  itemRemoveSchema,
  legacyItemAddSchema,
  legacyItemRemoveBodySchema,
  legacyItemRemoveSchema,
  legacyShopAddBodySchema,
  legacyShopAddSchema,
  shopAddSchema,
  shopCheckSchema,
  shopListSchema,
  shopRemoveSchema,
} from '../../../schemas/api/collect.ts'

/** Favourite goods and shops of the signed-in member (spec 7.2 "Member area"). */
export const collectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Checked before the input so a guest learns nothing but 401.
  app.addHook('onRequest', requireAuth('member'))
  // DELETE and bodiless POST calls carry their fields in the query string; validate an empty body then.
  app.addHook('preValidation', emptyBodyAsObject)

  app.get('/member/collect/item', { schema: itemListSchema }, async (request) => {
    const { distributor_id, item_id } = request.query
    return {
      data: await service.listItems(
        app.db,
        memberId(request),
        { distributorId: distributor_id, goodsId: item_id },
        toPage(request.query),
      ),
    }
  })

  app.get('/member/collect/item/check', { schema: itemCheckSchema }, async (request) => ({
    data: await service.isItemCollected(app.db, memberId(request), request.query.item_id),
  }))

  app.post('/member/collect/item/:item_id', { schema: itemAddSchema }, async (request) => ({
    data: await service.collectItem(app.db, memberId(request), request.params.item_id),
  }))

  app.delete('/member/collect/item', { schema: itemRemoveSchema }, async (request) => ({
    data: await service.removeItems(app.db, memberId(request), { ...request.query, ...request.body }),
  }))

  app.post('/member.favorite.item.add', { schema: legacyItemAddSchema }, async (request) => ({
    data: await service.collectItem(app.db, memberId(request), request.body.item_id),
  }))

  // Legacy GET writes get the cross-site check (server/lib/cross-site.ts); POST is offered beside them.
  app.get(
    '/member.favorite.item.remove',
    { schema: legacyItemRemoveSchema, config: { changesData: true } },
    async (request) => ({
      data: await service.removeItems(app.db, memberId(request), request.query),
    }),
  )
  app.post('/member.favorite.item.remove', { schema: legacyItemRemoveBodySchema }, async (request) => ({
    data: await service.removeItems(app.db, memberId(request), request.body),
  }))

  app.post('/member/collect/distribution/:distributor_id', { schema: shopAddSchema }, async (request) => ({
    data: await service.collectShop(app.db, memberId(request), request.params.distributor_id),
  }))

  app.get(
    '/member.favorite.shop.add',
    { schema: legacyShopAddSchema, config: { changesData: true } },
    async (request) => ({
      data: await service.collectShop(app.db, memberId(request), request.query.distributor_id),
    }),
  )
  app.post('/member.favorite.shop.add', { schema: legacyShopAddBodySchema }, async (request) => ({
    data: await service.collectShop(app.db, memberId(request), request.body.distributor_id),
  }))

  app.delete('/member/collect/distribution', { schema: shopRemoveSchema }, async (request) => ({
    data: await service.removeShop(
      app.db,
      memberId(request),
      request.body.distributor_id ?? request.query.distributor_id,
    ),
  }))

  app.get('/member/collect/distribution', { schema: shopListSchema }, async (request) => ({
    data: await service.listShops(app.db, memberId(request), toPage(request.query)),
  }))

  app.get('/member/collect/distribution/check', { schema: shopCheckSchema }, async (request) => ({
    data: await service.isShopCollected(app.db, memberId(request), request.query.distributor_id),
  }))
}
