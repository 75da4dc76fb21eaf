import type { SeckillDetail, SeckillSaveBody, SkuChoice } from '../../../schemas/api/admin/activities.ts'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'
import { centsToYuan, yuanToCents } from '../../../schemas/goods-rules.ts'
import { seckillErrors } from '../../../schemas/seckill-rules.ts'
import { fromLocalInput, toLocalInput } from './form-time.ts'

/** One SKU row of the seckill editor, numbers as typed. */
export interface SeckillItemDraft {
  /** The saved item (its stock is edited exactly, on its own); absent for a new row. */
  id?: number
  sku_id: number
  item_name: string
  spec_desc: string
  /** The SKU's own price, cents. */
  price: number
  act_price: string
  stock: string
  limit: string
  sales: number
}

export interface SeckillForm {
  activity_name: string
  description: string
  starts: string
  ends: string
  items: SeckillItemDraft[]
}

export function blankSeckill(nowSeconds: number): SeckillForm {
  const start = nowSeconds - (nowSeconds % 60)
  return {
    activity_name: '',
    description: '',
    starts: toLocalInput(start),
    ends: toLocalInput(start + 86_400),
    items: [],
  }
}

export function seckillFromDetail(detail: SeckillDetail): SeckillForm {
  return {
    activity_name: detail.activity_name,
    description: detail.description,
    starts: toLocalInput(detail.starts_at),
    ends: toLocalInput(detail.ends_at),
    items: detail.items.map((item) => ({
      id: item.id,
      sku_id: item.sku_id,
      item_name: item.item_name,
      spec_desc: item.spec_desc,
      price: item.price,
      act_price: centsToYuan(item.act_price),
      stock: String(item.stock),
      limit: String(item.limit_per_member),
      sales: item.sales,
    })),
  }
}

export const draftOf = (sku: SkuChoice): SeckillItemDraft => ({
  sku_id: sku.sku_id,
  item_name: sku.item_name,
  spec_desc: sku.spec_desc,
  price: sku.price,
  act_price: '',
  stock: '',
  limit: '1',
  sales: 0,
})

const whole = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN)

export function seckillBody(form: SeckillForm): SeckillSaveBody {
  return {
    activity_name: form.activity_name.trim(),
    description: form.description.trim(),
    starts_at: fromLocalInput(form.starts),
    ends_at: fromLocalInput(form.ends),
    items: form.items.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      sku_id: item.sku_id,
      act_price: yuanToCents(item.act_price) ?? 0,
      stock: whole(item.stock),
      limit_per_member: whole(item.limit),
    })),
  }
}

/** The shared rules, with each SKU's own price known to the form. */
export function seckillFormErrors(form: SeckillForm): FieldErrors {
  const body = seckillBody(form)
  return seckillErrors(
    // A saved item's stock is not part of the save (it has its own exact edit).
    { ...body, items: body.items.map((item) => (item.id ? { ...item, stock: 0 } : item)) },
    new Map(form.items.map((item) => [item.sku_id, item.price])),
  )
}
