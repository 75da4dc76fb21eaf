import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { goodsNotFound, itemDetail } from '../goods/detail.ts'
import { listItems } from '../goods/service.ts'
import type { Viewer } from '../goods/viewer.ts'
import type { PointListQuery } from '../../../schemas/api/pointitems.ts'
import { itemTdk, listTdk } from './tdk.ts'

/** The points mall is the goods list restricted to points goods (item_type 'point'). */
export async function listPointItems(db: Kysely<Database>, query: PointListQuery, viewer: Viewer | null, now: number) {
  const category = query.category_id || query.category || query.cat_id || undefined
  const result = await listItems(
    db,
    {
      page: query.page,
      pageSize: query.pageSize,
      page_no: query.page_no,
      page_size: query.page_size,
      keywords: query.keywords,
      cat_id: category,
      main_category: query.main_category || undefined,
      sort: query.sort,
      goodsSort: query.goodsSort,
      item_type: 'point',
    },
    viewer,
    now,
  )
  if (query.is_tdk !== 1) return result
  return { ...result, tdk_data: await listTdk(db, query.company_id ?? 1, query.keywords?.trim()) }
}

/** The goods detail of a points goods; ordinary goods are not in the points mall. */
export async function pointItemDetail(
  db: Kysely<Database>,
  id: number,
  viewer: Viewer | null,
  now: number,
  options: { companyId: number; isTdk: boolean },
) {
  const goods = await itemDetail(db, id, viewer, now)
  if (goods.item_type !== 'point') throw goodsNotFound()
  const detail = { ...goods, spec_items: goods.spec_items.map((sku) => ({ ...sku, point: goods.point })) }
  if (!options.isTdk) return detail
  return { ...detail, tdk_data: await itemTdk(db, options.companyId, goods) }
}
