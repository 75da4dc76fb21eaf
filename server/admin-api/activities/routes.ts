import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { contentWatch } from '../../lib/content-version.ts'
import {
  promotionCreateSchema,
  promotionDetailSchema,
  promotionListSchema,
  promotionStatusSchema,
  promotionUpdateSchema,
  seckillCreateSchema,
  seckillDetailSchema,
  seckillListSchema,
  seckillSkuChoicesSchema,
  seckillStatusSchema,
  seckillStockSchema,
  seckillUpdateSchema,
} from '../../../schemas/api/admin/activities.ts'
import { changedFields, recordAudit } from '../audit.ts'
import { createPromotion, listPromotions, promotionDetail, setPromotionStatus, updatePromotion } from './promotions.ts'
import { createSeckill, listSeckills, seckillDetail, setSeckillStatus, skuChoices, updateSeckill } from './seckill.ts'
import { editSeckillStock } from './stock.ts'

const marketing = { access: ['marketing'] as const }
const area = 'marketing' as const

const promotionLabels = {
  marketing_name: '活动名称',
  promotion_tag: '活动标签',
  description: '活动说明',
  rule_text: '优惠规则',
  use_bound: '适用商品',
  goods_count: '指定商品数',
  starts_at: '开始时间',
  ends_at: '结束时间',
} as const

const seckillLabels = {
  activity_name: '活动名称',
  description: '活动说明',
  starts_at: '开始时间',
  ends_at: '结束时间',
  item_count: '规格数',
} as const

/**
 * 营销 › 满减满折 and 秒杀活动. Every write is audited and tells the storefront's caches at once:
 * goods cards, the item page, the cart and checkout read these tables.
 */
export const activityAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changed = () => contentWatch(app.db).changed()
  const company = (request: Parameters<typeof operatorOf>[0]) => operatorOf(request).companyId

  // ------------------------------------------------------------ 满减满折

  app.get('/promotions', { schema: promotionListSchema, config: marketing }, async (request) => ({
    data: await listPromotions(app.db, request.query),
  }))

  app.get('/promotions/:id', { schema: promotionDetailSchema, config: marketing }, async (request) => ({
    data: await promotionDetail(app.db, request.params.id),
  }))

  app.post('/promotions', { schema: promotionCreateSchema, config: marketing }, async (request) => {
    const promotion = await createPromotion(app.db, company(request), request.body)
    await recordAudit(app.db, request, {
      area,
      action: '新增满减满折',
      target: promotion.marketing_name,
      summary: promotion.rule_text,
    })
    await changed()
    return { data: promotion }
  })

  app.put('/promotions/:id', { schema: promotionUpdateSchema, config: marketing }, async (request) => {
    const { before, after } = await updatePromotion(app.db, company(request), request.params.id, request.body)
    await recordAudit(app.db, request, {
      area,
      action: '修改满减满折',
      target: after.marketing_name,
      changes: changedFields(before, after, promotionLabels),
    })
    await changed()
    return { data: after }
  })

  app.post('/promotions/:id/status', { schema: promotionStatusSchema, config: marketing }, async (request) => {
    const { before, after } = await setPromotionStatus(app.db, request.params.id, request.body.status)
    await recordAudit(app.db, request, {
      area,
      action: request.body.status === 'active' ? '启用满减满折' : '停用满减满折',
      target: after.marketing_name,
      changes: changedFields(before, after, { status: '状态' }),
    })
    await changed()
    return { data: after }
  })

  // ------------------------------------------------------------ 秒杀活动

  app.get('/seckill', { schema: seckillListSchema, config: marketing }, async (request) => ({
    data: await listSeckills(app.db, request.query),
  }))

  app.get('/seckill/goods/:id/skus', { schema: seckillSkuChoicesSchema, config: marketing }, async (request) => ({
    data: await skuChoices(app.db, company(request), request.params.id),
  }))

  app.get('/seckill/:id', { schema: seckillDetailSchema, config: marketing }, async (request) => ({
    data: await seckillDetail(app.db, request.params.id),
  }))

  app.post('/seckill', { schema: seckillCreateSchema, config: marketing }, async (request) => {
    const activity = await createSeckill(app.db, company(request), request.body)
    await recordAudit(app.db, request, {
      area,
      action: '新增秒杀活动',
      target: activity.activity_name,
      summary: `${activity.item_count}个规格`,
    })
    await changed()
    return { data: activity }
  })

  app.put('/seckill/:id', { schema: seckillUpdateSchema, config: marketing }, async (request) => {
    const { before, after } = await updateSeckill(app.db, company(request), request.params.id, request.body)
    const prices = after.items.flatMap((item) => {
      const was = before.items.find((old) => old.id === item.id)
      return was && (was.act_price !== item.act_price || was.limit_per_member !== item.limit_per_member)
        ? [
            {
              field: `${item.item_name} ${item.spec_desc}`.trim(),
              before: `¥${(was.act_price / 100).toFixed(2)} 限购${was.limit_per_member}`,
              after: `¥${(item.act_price / 100).toFixed(2)} 限购${item.limit_per_member}`,
            },
          ]
        : []
    })
    await recordAudit(app.db, request, {
      area,
      action: '修改秒杀活动',
      target: after.activity_name,
      changes: [...changedFields(before, after, seckillLabels), ...prices],
    })
    await changed()
    return { data: after }
  })

  app.post('/seckill/:id/status', { schema: seckillStatusSchema, config: marketing }, async (request) => {
    const { before, after } = await setSeckillStatus(app.db, request.params.id, request.body.status)
    await recordAudit(app.db, request, {
      area,
      action: request.body.status === 'active' ? '启用秒杀活动' : '停用秒杀活动',
      target: after.activity_name,
      changes: changedFields(before, after, { status: '状态' }),
    })
    await changed()
    return { data: after }
  })

  app.patch('/seckill/items/:id/stock', { schema: seckillStockSchema, config: marketing }, async (request) => {
    const edit = await editSeckillStock(app.db, request.params.id, request.body)
    await recordAudit(app.db, request, {
      area,
      action: '修改秒杀库存',
      target: edit.target,
      summary: `${edit.before} → ${edit.answer.stock}`,
      changes: [{ field: '秒杀库存', before: edit.before, after: edit.answer.stock }],
    })
    await changed()
    return { data: edit.answer }
  })
}
