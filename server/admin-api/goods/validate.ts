import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { GoodsSaveBody } from '../../../schemas/api/admin/goods.ts'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'
import { GOODS_DB_MESSAGES, goodsFormErrors } from '../../../schemas/goods-rules.ts'
import * as checks from './repo/checks.ts'

/** What the save knows of the goods it rewrites (nothing for a new goods). */
export interface Existing {
  goodsId: number
  groupIds: Set<number>
  /** Spec value id → its group id. */
  valueGroups: Map<number, number>
  skuIds: Set<number>
}

/** The form rules (schemas/goods-rules.ts) and what only the database can tell, by field path. */
export async function saveErrors(
  db: Kysely<Database>,
  companyId: number,
  body: GoodsSaveBody,
  existing: Existing | null,
  now: number,
): Promise<FieldErrors> {
  const errors = goodsFormErrors(body)
  const add = (path: string, message: string) => {
    errors[path] ??= message
  }
  const category = await checks.companyCategory(db, companyId, body.category_id)
  if (category?.level !== 3) add('category_id', GOODS_DB_MESSAGES.categoryInvalid)
  const main = body.main_category_id
  if (main !== undefined && main !== null && main !== body.category_id)
    if (!(await checks.companyCategory(db, companyId, main)))
      add('main_category_id', GOODS_DB_MESSAGES.mainCategoryInvalid)
  if (body.brand_id !== undefined && body.brand_id !== null)
    if (!(await checks.companyBrand(db, companyId, body.brand_id))) add('brand_id', GOODS_DB_MESSAGES.brandInvalid)

  specIdErrors(body, existing, add)
  const grades = await checks.gradeIds(db)
  const seenSkuIds = new Set<number>()
  body.skus.forEach((sku, i) => {
    sku.member_prices?.forEach((row, m) => {
      if (!grades.has(row.grade_id)) add(`skus.${i}.member_prices.${m}.grade_id`, GOODS_DB_MESSAGES.gradeInvalid)
    })
    if (sku.id === undefined) return
    if (!existing?.skuIds.has(sku.id) || seenSkuIds.has(sku.id)) add(`skus.${i}.id`, GOODS_DB_MESSAGES.skuUnknown)
    else if (sku.store_loaded === undefined) add(`skus.${i}.store_loaded`, GOODS_DB_MESSAGES.storeLoadedRequired)
    seenSkuIds.add(sku.id)
  })

  const bns = body.skus.map((sku) => sku.bn.trim())
  const taken = await checks.bnsTakenElsewhere(db, bns, existing?.goodsId ?? null)
  bns.forEach((bn, i) => {
    if (taken.has(bn)) add(`skus.${i}.bn`, GOODS_DB_MESSAGES.bnTaken)
  })

  if (existing) {
    const removed = [...existing.skuIds].filter((id) => !seenSkuIds.has(id))
    const ordered = await checks.skusWithOrders(db, removed)
    const selling = (await checks.runningSeckills(db, [existing.goodsId], now)).filter((row) =>
      removed.includes(row.sku_id),
    )
    if (ordered.size > 0) add('skus', GOODS_DB_MESSAGES.skuOrdered)
    else if (selling.length > 0) add('skus', `规格正在参加秒杀「${selling[0].activity_name}」，活动结束后才能删除`)
  }
  return errors
}

/** Spec group and value ids must be this goods' own, each value in the group it belongs to. */
function specIdErrors(body: GoodsSaveBody, existing: Existing | null, add: (path: string, message: string) => void) {
  body.spec_groups.forEach((group, g) => {
    if (group.id !== undefined && !existing?.groupIds.has(group.id))
      add(`spec_groups.${g}.id`, GOODS_DB_MESSAGES.specUnknown)
    group.values.forEach((value, v) => {
      if (value.id === undefined) return
      if (group.id === undefined || existing?.valueGroups.get(value.id) !== group.id)
        add(`spec_groups.${g}.values.${v}.id`, GOODS_DB_MESSAGES.specUnknown)
    })
  })
}

/** Refuses the save with every field's message (400 GOODS_INVALID, `fields` in the body). */
export function refuseIfInvalid(errors: FieldErrors): void {
  const count = Object.keys(errors).length
  if (count > 0) throw fail('GOODS_INVALID', { count }, { fields: errors })
}
