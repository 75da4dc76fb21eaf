import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../../designer-api/operator-guard.ts'
import { contentWatch } from '../../../lib/content-version.ts'
import {
  shopCreateSchema,
  shopDetailSchema,
  shopListSchema,
  shopOptionsSchema,
  shopUpdateSchema,
} from '../../../../schemas/api/admin/merchants.ts'
import { changedFields, recordAudit } from '../../audit.ts'
import { createShop, listShopViews, shopDetail, shopOptions, updateShop } from './service.ts'

const access = { access: ['merchants'] as const }

const LABELS = {
  name: '名称',
  logo: 'Logo',
  banner: '横幅',
  top_image: '顶图',
  description: '简介',
  province: '省份',
  city: '城市',
  area: '区县',
  address: '地址',
  lat: '纬度',
  lng: '经度',
  hours: '营业时间',
  phone: '电话',
  status: '营业状态',
  is_ziti: '自提',
  sort: '排序',
  tag_ids: '标签',
  goods_ids: '门店商品',
} as const

/**
 * 商户与门店 › 门店: the company's shops. Saves reach the storefront's nearby and recommended shop
 * blocks (W0019, W0020) and the /shops pages at once (contentWatch).
 */
export const shopAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changed = () => contentWatch(app.db).changed()

  app.get('/shops', { schema: shopListSchema, config: access }, async (request) => ({
    data: await listShopViews(app.db, operatorOf(request).companyId, request.query),
  }))

  app.get('/shops/options', { schema: shopOptionsSchema, config: access }, async (request) => ({
    data: await shopOptions(app.db, operatorOf(request).companyId),
  }))

  app.get('/shops/:id', { schema: shopDetailSchema, config: access }, async (request) => ({
    data: await shopDetail(app.db, operatorOf(request).companyId, request.params.id),
  }))

  app.post('/shops', { schema: shopCreateSchema, config: access }, async (request) => {
    const shop = await createShop(app.db, operatorOf(request).companyId, request.body)
    await recordAudit(app.db, request, { area: 'merchants', action: '新增门店', target: shop.name })
    await changed()
    return { data: shop }
  })

  app.put('/shops/:id', { schema: shopUpdateSchema, config: access }, async (request) => {
    const { before, after } = await updateShop(app.db, operatorOf(request).companyId, request.params.id, request.body)
    await recordAudit(app.db, request, {
      area: 'merchants',
      action: '修改门店',
      target: after.name,
      changes: changedFields(before, after, LABELS),
    })
    await changed()
    return { data: after }
  })
}
