import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { contentWatch } from '../../lib/content-version.ts'
import {
  brandCreateSchema,
  brandDeleteSchema,
  brandListSchema,
  brandUpdateSchema,
} from '../../../schemas/api/admin/catalogue.ts'
import { changedFields, recordAudit } from '../audit.ts'
import { createBrand, deleteBrand, listBrandViews, updateBrand } from './service.ts'

const read = { access: ['goods', 'stock'] as const }
const write = { access: ['goods'] as const }

/** 商品 › 品牌: the company's brands. Changes are audited and reach this instance's page caches at once. */
export const brandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changed = () => contentWatch(app.db).changed()

  app.get('/brands', { schema: brandListSchema, config: read }, async (request) => ({
    data: await listBrandViews(app.db, operatorOf(request).companyId, request.query),
  }))

  app.post('/brands', { schema: brandCreateSchema, config: write }, async (request) => {
    const brand = await createBrand(app.db, operatorOf(request).companyId, request.body)
    await recordAudit(app.db, request, { area: 'goods', action: '新增品牌', target: brand.name })
    await changed()
    return { data: brand }
  })

  app.put('/brands/:id', { schema: brandUpdateSchema, config: write }, async (request) => {
    const { before, after } = await updateBrand(app.db, operatorOf(request).companyId, request.params.id, request.body)
    await recordAudit(app.db, request, {
      area: 'goods',
      action: '修改品牌',
      target: after.name,
      changes: changedFields(before, after, { name: '名称', logo: 'Logo', sort: '排序' }),
    })
    await changed()
    return { data: after }
  })

  app.delete('/brands/:id', { schema: brandDeleteSchema, config: write }, async (request) => {
    const brand = await deleteBrand(app.db, operatorOf(request).companyId, request.params.id)
    await recordAudit(app.db, request, { area: 'goods', action: '删除品牌', target: brand.name })
    await changed()
    return { data: { id: brand.id } }
  })
}
