import type { FieldErrors } from './api/field-errors.ts'

/**
 * The 秒杀活动 editor's rules, one definition for the server (400 SECKILL_INVALID with these
 * messages in `fields`) and the console. Prices in cents, times in Unix seconds. What needs the
 * database (the SKU's own price, SKUs of the company) the server checks on top, same paths.
 */

export const SECKILL_LIMITS = {
  nameMax: 30,
  descriptionMax: 200,
  itemsMax: 100,
  stockMax: 99_999_999,
  limitMax: 999,
} as const

export interface SeckillItemInput {
  /** An existing item of the activity (keeps its sales and tickets); absent for a new one. */
  id?: number
  sku_id: number
  act_price: number
  /** Stock of a new item; an existing item's stock changes only through the exact stock edit. */
  stock: number
  limit_per_member: number
}

export interface SeckillInput {
  activity_name: string
  description?: string
  starts_at: number
  ends_at: number
  items: SeckillItemInput[]
}

const isCount = (value: number, max: number) => Number.isSafeInteger(value) && value >= 0 && value <= max

/**
 * Field path → Chinese message; empty when it can be saved. `skuPrices` (SKU id → its own price)
 * adds the rule that the seckill price may not exceed the SKU's price.
 */
export function seckillErrors(input: SeckillInput, skuPrices?: ReadonlyMap<number, number>): FieldErrors {
  const errors: FieldErrors = {}
  const name = input.activity_name.trim()
  if (!name) errors.activity_name = '请输入活动名称'
  else if (name.length > SECKILL_LIMITS.nameMax) errors.activity_name = `活动名称不能超过${SECKILL_LIMITS.nameMax}个字`
  if ((input.description ?? '').trim().length > SECKILL_LIMITS.descriptionMax)
    errors.description = `活动说明不能超过${SECKILL_LIMITS.descriptionMax}个字`
  if (!Number.isSafeInteger(input.starts_at) || input.starts_at <= 0) errors.starts_at = '请选择开始时间'
  if (!Number.isSafeInteger(input.ends_at) || input.ends_at <= 0) errors.ends_at = '请选择结束时间'
  else if (!errors.starts_at && input.ends_at <= input.starts_at) errors.ends_at = '结束时间须晚于开始时间'
  if (input.items.length === 0) errors.items = '请添加参加秒杀的商品规格'
  else if (input.items.length > SECKILL_LIMITS.itemsMax) errors.items = `最多添加${SECKILL_LIMITS.itemsMax}个规格`
  const seen = new Set<number>()
  input.items.forEach((item, i) => {
    if (seen.has(item.sku_id)) errors[`items.${i}.sku_id`] = '该规格已添加'
    seen.add(item.sku_id)
    const own = skuPrices?.get(item.sku_id)
    if (!Number.isSafeInteger(item.act_price) || item.act_price <= 0)
      errors[`items.${i}.act_price`] = '请输入大于0的秒杀价'
    else if (own !== undefined && item.act_price > own)
      errors[`items.${i}.act_price`] = `秒杀价不能高于原价¥${(own / 100).toFixed(2)}`
    if (!isCount(item.stock, SECKILL_LIMITS.stockMax)) errors[`items.${i}.stock`] = '秒杀库存须为不小于0的整数'
    if (!Number.isSafeInteger(item.limit_per_member) || item.limit_per_member < 1)
      errors[`items.${i}.limit_per_member`] = '每人限购至少1件'
    else if (item.limit_per_member > SECKILL_LIMITS.limitMax)
      errors[`items.${i}.limit_per_member`] = `每人限购不能超过${SECKILL_LIMITS.limitMax}件`
  })
  return errors
}
