import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { contentWatch } from '../../lib/content-version.ts'
import { now } from '../../../schemas/time.ts'
import {
  goodsBulkSchema,
  goodsCreateSchema,
  goodsDeleteSchema,
  goodsDetailSchema,
  goodsEditorOptionsSchema,
  goodsListSchema,
  goodsUpdateSchema,
  stockPatchSchema,
} from '../../../schemas/api/admin/goods.ts'
import { recordAudit } from '../audit.ts'
import { goodsChanges, shelfLabel } from './changes.ts'
import { goodsDetail } from './detail.ts'
import { applyToGoods, type Outcome } from './remove.ts'
import { createGoods, updateGoods } from './save.ts'
import { editorOptions, listCompanyGoods } from './service.ts'
import { editStock } from './stock.ts'

const read = { access: ['goods', 'stock'] as const }
const write = { access: ['goods'] as const }

const ACTIONS: Record<Outcome['result'], string> = {
  onsale: '上架',
  instock: '下架',
  deleted: '删除商品',
  archived: '归档商品',
}

/**
 * 商品: the company's goods list, the editor's read and save, stock edits, shelf and delete.
 * Every write is audited and reaches this instance's page caches at once (the database's
 * triggers move the content counter; `changed()` reads it now instead of at the next poll).
 */
export const goodsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changed = () => contentWatch(app.db).changed()
  const company = (request: FastifyRequest) => operatorOf(request).companyId

  app.get('/goods', { schema: goodsListSchema, config: read }, async (request) => ({
    data: await listCompanyGoods(app.db, company(request), request.query),
  }))

  app.get('/goods/editor-options', { schema: goodsEditorOptionsSchema, config: write }, async () => ({
    data: await editorOptions(app.db),
  }))

  app.get('/goods/:id', { schema: goodsDetailSchema, config: read }, async (request) => ({
    data: await goodsDetail(app.db, company(request), request.params.id),
  }))

  app.post('/goods', { schema: goodsCreateSchema, config: write }, async (request) => {
    const goods = await createGoods(app.db, company(request), request.body, now())
    await recordAudit(app.db, request, {
      area: 'goods',
      action: '新增商品',
      target: goods.item_name,
      summary: `${goods.skus.length}个规格，${shelfLabel(goods.approve_status)}`,
    })
    await changed()
    return { data: goods }
  })

  app.put('/goods/:id', { schema: goodsUpdateSchema, config: write }, async (request) => {
    const { before, after } = await updateGoods(app.db, company(request), request.params.id, request.body, now())
    await recordAudit(app.db, request, {
      area: 'goods',
      action: '编辑商品',
      target: after.item_name,
      changes: goodsChanges(before, after),
    })
    await changed()
    return { data: after }
  })

  app.patch('/goods/skus/:sku_id/stock', { schema: stockPatchSchema, config: read }, async (request) => {
    const edit = await editStock(app.db, company(request), request.params.sku_id, request.body)
    await recordAudit(app.db, request, {
      area: 'stock',
      action: '修改库存',
      target: edit.item_name,
      summary: `${edit.spec_desc || '默认规格'}：${edit.before} → ${edit.store}`,
      changes: [{ field: '库存', before: edit.before, after: edit.store }],
    })
    await changed()
    const { sku_id, goods_id, store, goods_store } = edit
    return { data: { sku_id, goods_id, store, goods_store } }
  })

  const auditOutcomes = async (request: FastifyRequest, outcomes: Outcome[]) => {
    for (const outcome of outcomes)
      await recordAudit(app.db, request, {
        area: 'goods',
        action: ACTIONS[outcome.result],
        target: outcome.item_name,
        changes:
          outcome.result === 'onsale' || outcome.result === 'instock'
            ? [{ field: '上下架', before: shelfLabel(outcome.was), after: shelfLabel(outcome.result) }]
            : [],
      })
  }

  app.post('/goods/bulk', { schema: goodsBulkSchema, config: write }, async (request) => {
    const outcomes = await applyToGoods(app.db, company(request), request.body.ids, request.body.action, now())
    await auditOutcomes(request, outcomes)
    await changed()
    return { data: { results: outcomes.map(({ id, result }) => ({ id, result })) } }
  })

  app.delete('/goods/:id', { schema: goodsDeleteSchema, config: write }, async (request) => {
    const [outcome] = await applyToGoods(app.db, company(request), [request.params.id], 'delete', now())
    await auditOutcomes(request, [outcome])
    await changed()
    return { data: { id: outcome.id, result: outcome.result } }
  })
}
