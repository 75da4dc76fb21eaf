import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import type { GoodsSaveBody, SkuInput } from '../../../schemas/api/admin/goods.ts'

/** Fixtures for the console's goods API tests: a company's category tree and brand, save bodies, calls. */

let sequence = 0

export interface Caller {
  headers: Record<string, string>
}

export const adminCall = (
  app: FastifyInstance,
  who: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })

/** A three-level category path of the company; answers the ids from the top. */
export async function createCategoryPath(db: Kysely<Database>, companyId = 1): Promise<[number, number, number]> {
  const n = ++sequence
  const ids: number[] = []
  let path = ''
  for (const level of [1, 2, 3] as const) {
    const row = await db
      .insertInto('categories')
      .values({
        level,
        category_name: `类目${n}-${level}`,
        parent_id: ids.at(-1) ?? null,
        path: '',
        company_id: companyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    path = `${path}${row.id}/`
    await db.updateTable('categories').set({ path }).where('id', '=', row.id).execute()
    ids.push(row.id)
  }
  return ids as [number, number, number]
}

export async function createBrand(db: Kysely<Database>, companyId = 1): Promise<number> {
  const row = await db
    .insertInto('brands')
    .values({ name: `品牌${++sequence}`, company_id: companyId })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A SKU of a save body: ¥99.00, 10 in stock, a unique 货号. */
export const skuInput = (specValues: string[], values: Partial<SkuInput> = {}): SkuInput => ({
  spec_values: specValues,
  price: 9900,
  market_price: 12900,
  store: 10,
  bn: `T${process.pid}-${++sequence}`,
  weight: 300,
  ...values,
})

/** A body for goods without specs. */
export const nospecBody = (categoryId: number, values: Partial<GoodsSaveBody> = {}): GoodsSaveBody => ({
  item_name: `控制台商品${++sequence}`,
  category_id: categoryId,
  pics: ['/uploads/goods/test-1.jpg'],
  nospec: true,
  spec_groups: [],
  skus: [skuInput([])],
  item_type: 'normal',
  approve_status: 'onsale',
  ...values,
})

/** A body with 颜色 (曜石黑, 冰川白) × 容量 (128GB, 256GB): four SKUs, the 256GB ones ¥20 dearer. */
export const specBody = (categoryId: number, values: Partial<GoodsSaveBody> = {}): GoodsSaveBody => {
  const colours = ['曜石黑', '冰川白']
  const sizes = ['128GB', '256GB']
  return {
    item_name: `控制台手机${++sequence}`,
    sub_title: '双规格测试',
    category_id: categoryId,
    tags: ['新品'],
    pics: ['/uploads/goods/phone-1.jpg', 'https://img.example.com/phone-2.jpg'],
    nospec: false,
    spec_groups: [
      {
        name: '颜色',
        values: colours.map((name, i) => ({ name, image_url: `/uploads/goods/phone-c${i}.jpg`, color: '#222222' })),
      },
      { name: '容量', values: sizes.map((name) => ({ name })) },
    ],
    skus: colours.flatMap((colour) =>
      sizes.map((size) => skuInput([colour, size], { price: size === '256GB' ? 11900 : 9900 })),
    ),
    description: '<p>好手机</p><script>alert(1)</script><img src="/uploads/goods/d.jpg" onerror="alert(1)">',
    item_type: 'normal',
    approve_status: 'onsale',
    ...values,
  }
}

/** The body that saves `detail` again as the editor loaded it (ids kept, store_loaded = store). */
export function bodyOf(detail: {
  item_name: string
  sub_title: string
  brand_id: number | null
  category_id: number
  main_category_id: number | null
  tags: string[]
  pics: string[]
  nospec: boolean
  spec_groups: { id: number; name: string; values: { id: number; name: string; image_url: string; color: string }[] }[]
  skus: (Omit<SkuInput, 'store_loaded' | 'id'> & { id: number; store: number })[]
  description: string
  item_type: 'normal' | 'point'
  point_price: number
  staff_goods: boolean
  product_type: 'normal' | 'sale' | 'bag'
  is_gift: boolean
  approve_status: 'onsale' | 'instock'
}): GoodsSaveBody {
  return {
    item_name: detail.item_name,
    sub_title: detail.sub_title,
    brand_id: detail.brand_id,
    category_id: detail.category_id,
    main_category_id: detail.main_category_id,
    tags: detail.tags,
    pics: detail.pics,
    nospec: detail.nospec,
    spec_groups: detail.spec_groups,
    skus: detail.skus.map((sku) => ({
      id: sku.id,
      spec_values: sku.spec_values,
      price: sku.price,
      market_price: sku.market_price,
      cost: sku.cost,
      member_prices: sku.member_prices,
      staff_price: sku.staff_price,
      store: sku.store,
      store_loaded: sku.store,
      bn: sku.bn,
      weight: sku.weight,
    })),
    description: detail.description,
    item_type: detail.item_type,
    point_price: detail.point_price,
    staff_goods: detail.staff_goods,
    product_type: detail.product_type,
    is_gift: detail.is_gift,
    approve_status: detail.approve_status,
  }
}
