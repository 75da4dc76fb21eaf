import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { parseNumberList, parseStringList } from '../../commerce/goods/json-list.ts'
import type { GoodsDetail, GoodsStatus, SkuView } from '../../../schemas/api/admin/goods.ts'
import * as repo from './repo/detail.ts'

export const goodsNotFound = () => fail('ADMIN_GOODS_NOT_FOUND')

/** The company's goods, not archived; another company's goods is as unknown as a missing one. */
export async function requireCompanyGoods(db: Kysely<Database>, companyId: number, goodsId: number) {
  const goods = await repo.findCompanyGoods(db, companyId, goodsId)
  if (!goods) throw goodsNotFound()
  return goods
}

export const statusOf = (approveStatus: string, store: number): GoodsStatus =>
  approveStatus === 'instock' ? 'instock' : store <= 0 ? 'soldout' : 'onsale'

/** GET /goods/:id: everything the editor shows, SKUs with their member prices and current stock. */
export async function goodsDetail(db: Kysely<Database>, companyId: number, goodsId: number): Promise<GoodsDetail> {
  const goods = await requireCompanyGoods(db, companyId, goodsId)
  const [groups, values, skus, tags, ordered] = await Promise.all([
    repo.specGroupRows(db, goodsId),
    repo.specValueRows(db, goodsId),
    repo.skuRows(db, goodsId),
    repo.tagNames(db, goodsId),
    repo.hasOrders(db, goodsId),
  ])
  const memberPrices = await repo.memberPriceRows(
    db,
    skus.map((sku) => sku.id),
  )
  const valueById = new Map(values.map((value) => [value.id, value]))
  const store = skus.reduce((sum, sku) => sum + sku.store, 0)
  const skuViews: SkuView[] = skus.map((sku) => {
    const ids = parseNumberList(sku.spec_value_ids)
    return {
      id: sku.id,
      spec_values: ids.map((id) => valueById.get(id)?.spec_value_name ?? ''),
      spec_value_ids: ids,
      spec_desc: sku.spec_desc,
      price: sku.price,
      market_price: sku.market_price,
      cost: sku.cost,
      member_prices: memberPrices
        .filter((row) => row.sku_id === sku.id)
        .map((row) => ({ grade_id: row.grade_id, price: row.price })),
      staff_price: sku.staff_price,
      store: sku.store,
      sales: sku.sales,
      bn: sku.bn,
      weight: sku.weight,
      image_url: sku.image_url,
    }
  })
  return {
    id: goods.id,
    item_name: goods.item_name,
    sub_title: goods.sub_title,
    brand_id: goods.brand_id,
    brand_name: goods.brand_name,
    category_id: goods.category_id,
    category_name: goods.category_name,
    main_category_id: goods.main_category_id,
    tags,
    pics: parseStringList(goods.pics),
    nospec: goods.nospec === 1,
    spec_groups: groups.map((group) => ({
      id: group.id,
      name: group.spec_name,
      values: values
        .filter((value) => value.group_id === group.id)
        .map((value) => ({
          id: value.id,
          name: value.spec_value_name,
          image_url: value.spec_image_url,
          color: value.color,
        })),
    })),
    skus: skuViews,
    description: goods.description,
    item_type: goods.item_type,
    point_price: goods.point_price,
    staff_goods: goods.staff_goods === 1,
    product_type: goods.product_type,
    is_gift: goods.is_gift === 1,
    approve_status: goods.approve_status,
    status: statusOf(goods.approve_status, store),
    unit: goods.unit,
    sort: goods.sort,
    price: goods.price,
    market_price: goods.market_price,
    staff_price: goods.staff_price,
    store,
    sales: goods.sales,
    has_orders: ordered,
    created_at: goods.created_at,
    updated_at: goods.updated_at,
  }
}
