import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { parseStringList } from '../../commerce/goods/json-list.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import type {
  PromotionDetail,
  PromotionQuery,
  PromotionSaveBody,
  PromotionView,
} from '../../../schemas/api/admin/activities.ts'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'
import {
  activityState,
  type PromotionInput,
  promotionErrors,
  promotionRule,
  ruleSummary,
} from '../../../schemas/promotion-rules.ts'
import { now as nowSeconds } from '../../../schemas/time.ts'
import {
  findPromotion,
  insertPromotion,
  listPromotionRows,
  liveCompanyGoods,
  type PromotionRow,
  promotionGoods,
  replacePromotionGoods,
  updatePromotionRow,
} from './promotions-repo.ts'

/** 满减满折: the promotions table the cart, checkout and goods cards read (pricing/promotions.ts). */

type Row = PromotionRow

function readRule(json: string): { tiers: { full: number; minus: number }[]; discount: number } {
  try {
    const value = JSON.parse(json) as { tiers?: unknown; discount?: unknown }
    const tiers = Array.isArray(value.tiers)
      ? value.tiers.flatMap((tier: { full?: unknown; minus?: unknown }) =>
          typeof tier?.full === 'number' && typeof tier.minus === 'number'
            ? [{ full: tier.full, minus: tier.minus }]
            : [],
        )
      : []
    return { tiers, discount: typeof value.discount === 'number' ? value.discount : 0 }
  } catch {
    return { tiers: [], discount: 0 }
  }
}

function toView(row: Row, at: number): PromotionView {
  const rule = readRule(row.rule)
  const type = row.promotion_type
  return {
    id: row.id,
    marketing_name: row.marketing_name,
    promotion_type: type,
    promotion_tag: row.promotion_tag,
    description: row.description,
    tiers: type === 'full_reduction' ? rule.tiers : [],
    discount: type === 'discount' ? rule.discount : 0,
    rule_text: type === 'gift' ? '满赠' : ruleSummary({ promotion_type: type, ...rule }),
    use_bound: row.use_bound,
    goods_count: Number(row.goods_count ?? 0),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    status: row.status,
    state: activityState(row, at),
    created_at: row.created_at,
  }
}

export async function listPromotions(db: Kysely<Database>, query: PromotionQuery) {
  const page = toPage(query, 20, 100)
  const at = nowSeconds()
  const keywords = (query.keywords ?? '').trim()
  const { rows, total } = await listPromotionRows(
    db,
    { keywords, promotion_type: query.promotion_type, state: query.state, at },
    { offset: page.offset, limit: page.pageSize },
  )
  return { list: rows.map((row) => toView(row, at)), total_count: total }
}

export async function promotionDetail(db: Kysely<Database>, id: number): Promise<PromotionDetail> {
  const row = await findPromotion(db, id)
  if (!row) throw fail('PROMOTION_ADMIN_NOT_FOUND')
  const goods = await promotionGoods(db, id)
  return {
    ...toView(row, nowSeconds()),
    goods: goods.map((g) => ({
      id: g.id,
      item_name: g.item_name,
      pic: g.image_default_id || parseStringList(g.pics)[0] || '',
    })),
  }
}

const invalid = (fields: FieldErrors) => fail('PROMOTION_INVALID', { count: Object.keys(fields).length }, { fields })

/** The save body checked by the shared rules, then the goods against the company's catalogue. */
async function checkedInput(db: Kysely<Database>, companyId: number, body: PromotionSaveBody): Promise<PromotionInput> {
  const input: PromotionInput = {
    ...body,
    marketing_name: body.marketing_name.trim(),
    promotion_tag: body.promotion_tag.trim(),
    description: (body.description ?? '').trim(),
    goods_ids: body.use_bound === 'goods' ? [...new Set(body.goods_ids)] : [],
  }
  const errors = promotionErrors(input)
  if (Object.keys(errors).length > 0) throw invalid(errors)
  if (input.goods_ids.length > 0) {
    const found = await liveCompanyGoods(db, companyId, input.goods_ids)
    if (found.length !== input.goods_ids.length)
      throw invalid({ goods_ids: '所选商品中有已删除或不存在的商品，请重新选择' })
  }
  return input
}

const columns = (input: PromotionInput) => ({
  marketing_name: input.marketing_name,
  promotion_type: input.promotion_type,
  promotion_tag: input.promotion_tag,
  description: input.description ?? '',
  rule: JSON.stringify(promotionRule(input)),
  use_bound: input.use_bound,
  starts_at: input.starts_at,
  ends_at: input.ends_at,
})

export async function createPromotion(db: Kysely<Database>, companyId: number, body: PromotionSaveBody) {
  const input = await checkedInput(db, companyId, body)
  const id = await db.transaction().execute(async (trx) => {
    const promotionId = await insertPromotion(trx, { ...columns(input), created_at: nowSeconds() })
    await replacePromotionGoods(trx, promotionId, input.goods_ids)
    return promotionId
  })
  return promotionDetail(db, id)
}

export async function updatePromotion(db: Kysely<Database>, companyId: number, id: number, body: PromotionSaveBody) {
  const before = await promotionDetail(db, id)
  if (before.promotion_type === 'gift') throw invalid({ promotion_type: '满赠活动不能在这里修改' })
  const input = await checkedInput(db, companyId, body)
  await db.transaction().execute(async (trx) => {
    await updatePromotionRow(trx, id, columns(input))
    await replacePromotionGoods(trx, id, input.goods_ids)
  })
  return { before, after: await promotionDetail(db, id) }
}

export async function setPromotionStatus(db: Kysely<Database>, id: number, status: 'active' | 'disabled') {
  const before = await promotionDetail(db, id)
  await updatePromotionRow(db, id, { status })
  const { goods: _goods, ...after } = await promotionDetail(db, id)
  return { before, after }
}
