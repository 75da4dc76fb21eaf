import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { notFound } from '../../lib/errors.ts'
import { toPage, type PageQuery } from '../../lib/pagination.ts'
import * as repo from './repo.ts'
import { itemTdk, listTdk } from './tdk.ts'

export interface PointListQuery extends PageQuery {
  company_id?: number
  keywords?: string
  category_id?: number
  category?: number
  main_category?: number
  start_price?: number
  end_price?: number
  goodsSort?: number
  is_tdk?: number
}

function parsePics(pics: string): string[] {
  try {
    const list: unknown = JSON.parse(pics)
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : []
  } catch {
    return []
  }
}

const mainImage = (imageDefault: string, pics: string[]) => imageDefault || pics[0] || ''

function parseIds(json: string): number[] {
  try {
    const list: unknown = JSON.parse(json)
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : []
  } catch {
    return []
  }
}

/** A missing category matches nothing rather than everything. */
async function subtreePath(db: Kysely<Database>, id: number | undefined): Promise<string | undefined | null> {
  if (!id) return undefined
  const row = await repo.findCategoryPath(db, id)
  return row ? row.path : null
}

export async function listPointItems(db: Kysely<Database>, query: PointListQuery) {
  const companyId = query.company_id ?? 1
  const { offset, pageSize } = toPage(query, 18, 50)
  const keywords = query.keywords?.trim() || undefined
  const [categoryPath, mainCategoryPath] = await Promise.all([
    subtreePath(db, query.category_id ?? query.category),
    subtreePath(db, query.main_category),
  ])
  const tdk = query.is_tdk === 1 ? { tdk_data: await listTdk(db, companyId, keywords) } : {}
  if (categoryPath === null || mainCategoryPath === null) return { list: [], total_count: 0, ...tdk }

  const { rows, total } = await repo.listPointGoods(db, {
    keywords,
    categoryPath,
    mainCategoryPath,
    minPoint: query.start_price || undefined,
    maxPoint: query.end_price || undefined,
    sort: query.goodsSort ?? 0,
    offset,
    limit: pageSize,
  })
  const stock = await repo.stockOf(db, rows.map((r) => r.id))
  const list = rows.map((r) => {
    const pics = parsePics(r.pics)
    const image = mainImage(r.image_default_id, pics)
    return {
      item_id: r.id,
      goods_id: r.id,
      distributor_id: r.distributor_id,
      item_name: r.item_name,
      title: r.item_name,
      sub_title: r.sub_title,
      imgUrl: image,
      image_default_id: image,
      point: r.point_price,
      price: r.price,
      market_price: r.market_price,
      store: stock.get(r.id) ?? 0,
      sales: r.sales,
      approve_status: r.approve_status,
      item_type: 'point' as const,
    }
  })
  return { list, total_count: total, ...tdk }
}

/** Item detail of a points-mall goods: the goods detail fields plus its points price. */
export async function pointItemDetail(db: Kysely<Database>, id: number, options: { companyId: number; isTdk: boolean }) {
  const goods = await repo.findPointGoods(db, id)
  if (!goods) throw notFound('商品不存在', 'GOODS_NOT_FOUND')
  const [skus, groups, values] = await Promise.all([repo.listSkus(db, id), repo.listSpecGroups(db, id), repo.listSpecValues(db, id)])
  const pics = parsePics(goods.pics)
  const image = mainImage(goods.image_default_id, pics)
  const valueById = new Map(values.map((v) => [v.id, v]))
  const groupName = new Map(groups.map((g) => [g.id, g.spec_name]))

  const itemSpecDesc = groups.map((g) => ({
    spec_id: g.id,
    spec_name: g.spec_name,
    spec_values: values
      .filter((v) => v.group_id === g.id)
      .map((v) => ({ spec_value_id: v.id, spec_value_name: v.spec_value_name, spec_value: v.spec_value_name, spec_image_url: v.spec_image_url, color: v.color })),
  }))
  const specItems = skus.map((s) => {
    const specValues = parseIds(s.spec_value_ids).flatMap((vid) => {
      const v = valueById.get(vid)
      return v ? [v] : []
    })
    return {
      item_id: s.id,
      sku_id: s.id,
      goods_id: id,
      bn: s.bn,
      store: s.store,
      price: s.price,
      market_price: s.market_price,
      point: goods.point_price,
      item_spec: specValues.map((v) => ({
        spec_id: v.group_id,
        spec_name: groupName.get(v.group_id) ?? '',
        spec_value_id: v.id,
        spec_value_name: v.spec_value_name,
      })),
      item_image_url: s.image_url,
      spec_image_url: specValues.find((v) => v.spec_image_url)?.spec_image_url ?? '',
    }
  })

  return {
    item_id: goods.id,
    itemId: goods.id,
    goods_id: goods.id,
    item_name: goods.item_name,
    sub_title: goods.sub_title,
    brief: goods.brief,
    brand: goods.brand,
    distributor_id: goods.distributor_id,
    pics,
    imgUrl: image,
    image,
    price: goods.price,
    market_price: goods.market_price,
    point: goods.point_price,
    store: skus.reduce((sum, s) => sum + s.store, 0),
    sales: goods.sales,
    approve_status: goods.approve_status,
    is_gift: goods.is_gift,
    nospec: goods.nospec,
    item_type: 'point' as const,
    activity_type: 'normal' as const,
    product_type: goods.product_type,
    unit: goods.unit,
    bn: skus[0]?.bn ?? '',
    intro: goods.description,
    item_spec_desc: itemSpecDesc,
    spec_items: specItems,
    ...(options.isTdk ? { tdk_data: await itemTdk(db, options.companyId, goods) } : {}),
  }
}
