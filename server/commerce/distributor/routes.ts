import { imagesFor } from '../../lib/public-image.ts'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { memberId, optionalAuth, requireAuth } from '../../lib/auth.ts'
import { priceViewerOf } from '../goods/viewer.ts'
import {
  infoByQuerySchema,
  infoSchema,
  listSchema,
  pickupSchema,
  StoreSearchQuery,
  storeSearchSchema,
  shopSettingSchema,
  validitySchema,
  zitiSchema,
} from '../../../schemas/api/distributor.ts'
import { pageLayoutStore } from '../../pages/layout.ts'
import { listPickupLocations, listShops, pickupCode, searchShops, shopInfo, shopValidity } from './service.ts'
import { now } from '../../../schemas/time.ts'

/** Shops (spec 3 "Shop", 4 "Nearby shops", 7.2 "Shops and merchants"): browsing needs no login. */
export const distributorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A logged-in shopper sees the shop's goods at their member price.
  const viewerOf = (request: FastifyRequest) => priceViewerOf(app.db, request, now())
  const shopper = { preHandler: optionalAuth('member') }

  // The ECShopX desktop frontend's nearby-shop widget (W0019) draws these images from its own origin.
  app.get('/distributor/list', { schema: listSchema }, async (request) => {
    const shops = await listShops(app.db, request.query)
    const image = imagesFor(request, app.config.publicUrl)
    return {
      data: {
        ...shops,
        list: shops.list.map((shop) => ({
          ...shop,
          logo: image(shop.logo),
          banner: image(shop.banner),
          top_image: image(shop.top_image),
        })),
      },
    }
  })

  // Legacy dotted call: GET with a query string or POST with a form body.
  app.get('/store.search', { schema: { ...storeSearchSchema, querystring: StoreSearchQuery } }, async (request) => ({
    data: await searchShops(app.db, request.query),
  }))
  app.post('/store.search', { schema: { ...storeSearchSchema, body: StoreSearchQuery } }, async (request) => ({
    data: await searchShops(app.db, request.body),
  }))

  app.get('/distributor/pickuplocation', { schema: pickupSchema }, async (request) => ({
    data: await listPickupLocations(app.db, request.query),
  }))

  app.get('/distributor/info', { ...shopper, schema: infoByQuerySchema }, async (request) => ({
    data: await shopInfo(app.db, request.query.company_id ?? 1, request.query.distributor_id, await viewerOf(request)),
  }))

  app.get('/distributor/is_valid', { schema: validitySchema }, async (request) => ({
    data: await shopValidity(app.db, request.query.company_id ?? 1, request.query.distributor_id),
  }))

  // The mall's sign-in page pictures: the header logo; no background of its own (the frontend keeps its own).
  app.get('/shops/setting', { schema: shopSettingSchema }, async (request) => {
    const { layout } = await pageLayoutStore(app).get(request.query.company_id ?? 1)
    return { data: { background: '', logo: layout.header.logo.imgUrl } }
  })

  app.get('/distributor/:id', { ...shopper, schema: infoSchema }, async (request) => ({
    data: await shopInfo(app.db, request.query.company_id ?? 1, request.params.id, await viewerOf(request)),
  }))

  app.get('/ziticode', { preHandler: requireAuth('member'), schema: zitiSchema }, async (request) => ({
    data: await pickupCode(app.db, memberId(request), request.query.order_id),
  }))
}
