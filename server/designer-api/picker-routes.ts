import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf, requireOperator } from './operator-guard.ts'
import { pickCategories, pickCoupons, pickGoods, pickShops, pickShopTags } from './pickers.ts'
import {
  categoriesSchema,
  couponPickerSchema,
  goodsPickerSchema,
  mainCategoriesSchema,
  shopPickerSchema,
  shopTagsSchema,
} from './schemas.ts'

/** What the goods, coupon, shop, shop tag and link pickers choose from. */
export const pickerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = requireOperator(app)

  app.get('/goods', { schema: goodsPickerSchema, onRequest }, async (request) => ({
    data: await pickGoods(app.db, request.query),
  }))

  app.get('/coupons', { schema: couponPickerSchema, onRequest }, async (request) => ({
    data: await pickCoupons(app.db, request.query),
  }))

  app.get('/shops', { schema: shopPickerSchema, onRequest }, async (request) => ({
    data: await pickShops(app.db, operatorOf(request).companyId, request.query),
  }))

  app.get('/shop-tags', { schema: shopTagsSchema, onRequest }, async (request) => ({
    data: await pickShopTags(app.db, operatorOf(request).companyId),
  }))

  app.get('/categories', { schema: categoriesSchema, onRequest }, async () => ({
    data: await pickCategories(app.db, false),
  }))

  app.get('/main-categories', { schema: mainCategoriesSchema, onRequest }, async () => ({
    data: await pickCategories(app.db, true),
  }))
}
