import type { ApproveStatus, GoodsDetail, SkuView } from '../../../schemas/api/admin/goods.ts'
import { centsToYuan } from '../../../schemas/goods-rules.ts'
import type { Static } from '@sinclair/typebox'
import type { ItemType, ProductType } from '../../../schemas/api/admin/goods.ts'
import { combinations, matchRows, newKey, type SpecGroupDraft } from './sku-matrix.ts'

/**
 * The goods editor's form as typed: amounts are yuan text, numbers are text, so a half-typed value
 * stays on screen; form-to-body.ts turns it into the save body (cents) and finds what cannot be sent.
 */

export interface SkuDraft {
  /** The stored SKU this row edits; absent for a new one. */
  id?: number
  price: string
  market_price: string
  staff_price: string
  /** Grade id → yuan; blank leaves the grade's discount to apply. */
  member_prices: Record<string, string>
  store: string
  /** The stock the editor loaded: the server applies the difference. */
  store_loaded?: number
  bn: string
  /** Grams. */
  weight: string
  /** Not edited here; sent back as loaded. */
  cost?: number
}

export interface GoodsForm {
  item_name: string
  sub_title: string
  /** '' for no brand. */
  brand_id: string
  category_id: number | null
  /** '' for the same as the category. */
  main_category_id: string
  tags: string[]
  pics: string[]
  nospec: boolean
  groups: SpecGroupDraft[]
  /** The matrix's rows by combination key. */
  rows: Record<string, SkuDraft>
  /** The one SKU of goods without specs. */
  single: SkuDraft
  description: string
  item_type: Static<typeof ItemType>
  point_price: string
  staff_goods: boolean
  product_type: Static<typeof ProductType>
  is_gift: boolean
  approve_status: Static<typeof ApproveStatus>
  unit: string
  sort: number
}

export const blankSku = (): SkuDraft => ({
  price: '',
  market_price: '',
  staff_price: '',
  member_prices: {},
  store: '',
  bn: '',
  weight: '',
})

export function blankForm(): GoodsForm {
  return {
    item_name: '',
    sub_title: '',
    brand_id: '',
    category_id: null,
    main_category_id: '',
    tags: [],
    pics: [],
    nospec: true,
    groups: [],
    rows: {},
    single: blankSku(),
    description: '',
    item_type: 'normal',
    point_price: '',
    staff_goods: false,
    product_type: 'normal',
    is_gift: false,
    approve_status: 'instock',
    unit: '件',
    sort: 0,
  }
}

/** The form with its spec groups replaced and the matrix's rows following them (typed values kept). */
export function withGroups(form: GoodsForm, groups: SpecGroupDraft[]): GoodsForm {
  const rows = matchRows(combinations(groups), new Map(Object.entries(form.rows)), blankSku)
  return { ...form, groups, rows: Object.fromEntries(rows) }
}

const yuan = (cents: number) => centsToYuan(cents)

function skuDraft(sku: SkuView): SkuDraft {
  return {
    id: sku.id,
    price: yuan(sku.price),
    market_price: sku.market_price ? yuan(sku.market_price) : '',
    staff_price: sku.staff_price === null ? '' : yuan(sku.staff_price),
    member_prices: Object.fromEntries(sku.member_prices.map((row) => [String(row.grade_id), yuan(row.price)])),
    store: String(sku.store),
    store_loaded: sku.store,
    bn: sku.bn,
    weight: sku.weight ? String(sku.weight) : '',
    cost: sku.cost,
  }
}

/** The form for stored goods: each SKU keeps the stock it was loaded with. */
export function fromDetail(detail: GoodsDetail): GoodsForm {
  const keyOfValue = new Map<number, string>()
  const groups: SpecGroupDraft[] = detail.spec_groups.map((group) => ({
    key: newKey('g'),
    id: group.id,
    name: group.name,
    values: group.values.map((value) => {
      const key = newKey('v')
      keyOfValue.set(value.id, key)
      return { key, id: value.id, name: value.name, image: value.image_url, color: value.color }
    }),
  }))
  const rows: Record<string, SkuDraft> = {}
  if (!detail.nospec)
    for (const sku of detail.skus) {
      const keys = sku.spec_value_ids.map((id) => keyOfValue.get(id))
      if (keys.every((key) => key !== undefined)) rows[keys.join('|')] = skuDraft(sku)
    }
  return {
    item_name: detail.item_name,
    sub_title: detail.sub_title,
    brand_id: detail.brand_id === null ? '' : String(detail.brand_id),
    category_id: detail.category_id,
    main_category_id:
      detail.main_category_id === null || detail.main_category_id === detail.category_id
        ? ''
        : String(detail.main_category_id),
    tags: detail.tags,
    pics: detail.pics,
    nospec: detail.nospec,
    groups: detail.nospec ? [] : groups,
    rows,
    single: detail.nospec && detail.skus[0] ? skuDraft(detail.skus[0]) : blankSku(),
    description: detail.description,
    item_type: detail.item_type,
    point_price: detail.item_type === 'point' ? String(detail.point_price) : '',
    staff_goods: detail.staff_goods,
    product_type: detail.product_type,
    is_gift: detail.is_gift,
    approve_status: detail.approve_status,
    unit: detail.unit,
    sort: detail.sort,
  }
}
