import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { contentWatch } from '../../lib/content-version.ts'
import {
  categoryCreateSchema,
  categoryDeleteSchema,
  categoryMoveSchema,
  categoryTreeSchema,
  categoryUpdateSchema,
} from '../../../schemas/api/admin/catalogue.ts'
import { changedFields, recordAudit } from '../audit.ts'
import {
  categoryLabel,
  categoryTreeOf,
  createCategory,
  deleteCategory,
  moveCategory,
  updateCategory,
} from './service.ts'

const SHOWN = ['隐藏', '显示'] as const
const read = { access: ['goods', 'stock'] as const }
const write = { access: ['goods'] as const }

/**
 * 商品 › 分类: the company's three-level category tree. Every change is audited and reaches this
 * instance's page caches at once (the database triggers move the content counter; the watch
 * learns it now rather than at its next poll).
 */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changed = () => contentWatch(app.db).changed()

  app.get('/categories', { schema: categoryTreeSchema, config: read }, async (request) => ({
    data: await categoryTreeOf(app.db, operatorOf(request).companyId),
  }))

  app.post('/categories', { schema: categoryCreateSchema, config: write }, async (request) => {
    const { companyId } = operatorOf(request)
    const { node, path } = await createCategory(app.db, companyId, request.body)
    await recordAudit(app.db, request, {
      area: 'goods',
      action: '新增分类',
      target: node.category_name,
      summary: `${await categoryLabel(app.db, companyId, path)}（${SHOWN[node.is_show]}）`,
    })
    await changed()
    return { data: node }
  })

  app.put('/categories/:id', { schema: categoryUpdateSchema, config: write }, async (request) => {
    const { companyId } = operatorOf(request)
    const { before, after, path } = await updateCategory(app.db, companyId, request.params.id, request.body)
    const shown = (row: { is_show: number }) => SHOWN[row.is_show ? 1 : 0]
    await recordAudit(app.db, request, {
      area: 'goods',
      action: before.is_show !== after.is_show ? `${shown(after)}分类` : '修改分类',
      target: after.category_name,
      summary: await categoryLabel(app.db, companyId, path),
      changes: changedFields(
        { ...before, is_show: shown(before) },
        { ...after, is_show: shown(after) },
        { category_name: '名称', image_url: '图片', is_show: '显示' },
      ),
    })
    await changed()
    return { data: after }
  })

  app.post('/categories/move', { schema: categoryMoveSchema, config: write }, async (request) => {
    const { node, moved, index, fromLabel, toLabel, tree } = await moveCategory(
      app.db,
      operatorOf(request).companyId,
      request.body,
    )
    const place = `第${index + 1}位`
    await recordAudit(app.db, request, {
      area: 'goods',
      action: moved ? '移动分类' : '调整分类顺序',
      target: node.category_name,
      summary: moved
        ? `从「${fromLabel || '顶级'}」移到「${toLabel || '顶级'}」${place}`
        : `在「${toLabel || '顶级'}」中排到${place}`,
    })
    await changed()
    return { data: tree }
  })

  app.delete('/categories/:id', { schema: categoryDeleteSchema, config: write }, async (request) => {
    const { row, label } = await deleteCategory(app.db, operatorOf(request).companyId, request.params.id)
    await recordAudit(app.db, request, { area: 'goods', action: '删除分类', target: row.category_name, summary: label })
    await changed()
    return { data: { id: row.id } }
  })
}
