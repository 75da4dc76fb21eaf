import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from './operator-guard.ts'
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
  app.get('/goods', { schema: goodsPickerSchema }, async (request) => ({
    data: await pickGoods(app.db, request.query),
  }))

  app.get('/coupons', { schema: couponPickerSchema }, async (request) => ({
    data: await pickCoupons(app.db, request.query),
  }))

  app.get('/shops', { schema: shopPickerSchema }, async (request) => ({
    data: await pickShops(app.db, operatorOf(request).companyId, request.query),
  }))

  app.get('/shop-tags', { schema: shopTagsSchema }, async (request) => ({
    data: await pickShopTags(app.db, operatorOf(request).companyId),
  }))

  app.get('/categories', { schema: categoriesSchema }, async (request) => ({
    data: await pickCategories(app.db, operatorOf(request).companyId, false),
  }))

  app.get('/main-categories', { schema: mainCategoriesSchema }, async (request) => ({
    data: await pickCategories(app.db, operatorOf(request).companyId, true),
  }))
}
