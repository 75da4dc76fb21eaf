import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { toPage } from '../../lib/pagination.ts'
import { parseStringList } from '../../commerce/goods/json-list.ts'
import type {
  GoodsEditorOptions,
  GoodsListAnswer,
  GoodsListQuery,
  GoodsListRow,
} from '../../../schemas/api/admin/goods.ts'
import { gradeRows } from './repo/detail.ts'
import * as repo from './repo/list.ts'

/** GET /goods: one page of the company's goods (archived ones never), with the tabs' counts. */
export async function listCompanyGoods(
  db: Kysely<Database>,
  companyId: number,
  query: GoodsListQuery,
): Promise<GoodsListAnswer> {
  const filter: repo.GoodsListFilter = {
    companyId,
    keywords: query.keywords ?? '',
    categoryIds:
      query.category_id === undefined
        ? undefined
        : await repo.categoryWithDescendants(db, companyId, query.category_id),
    brandId: query.brand_id,
    itemType: query.item_type,
    staffGoods: query.staff_goods === undefined ? undefined : query.staff_goods === '1' ? 1 : 0,
    stockBelow: query.stock_below,
  }
  const page = toPage(query, 20, 100)
  const [rows, counts] = await Promise.all([
    repo.listGoods(
      db,
      filter,
      query.status ?? 'all',
      query.sort ?? 'created',
      query.order ?? 'desc',
      page.pageSize,
      page.offset,
    ),
    repo.countByStatus(db, filter),
  ])
  const total = query.status && query.status !== 'all' ? counts[query.status] : counts.all
  return { list: rows.map(toListRow), total_count: total, status_counts: counts }
}

function toListRow(row: repo.GoodsListRecord): GoodsListRow {
  const skuCount = Number(row.sku_count)
  return {
    id: row.id,
    item_name: row.item_name,
    pic: row.image_default_id || parseStringList(row.pics)[0] || '',
    price_min: Number(row.price_min),
    price_max: Number(row.price_max),
    point_price: row.point_price,
    store: Number(row.store),
    min_store: Number(row.min_store),
    sales: row.sales,
    approve_status: row.approve_status,
    status: row.status,
    item_type: row.item_type,
    product_type: row.product_type,
    staff_goods: row.staff_goods === 1,
    is_gift: row.is_gift === 1,
    category_id: row.category_id,
    category_name: row.category_name,
    brand_id: row.brand_id,
    brand_name: row.brand_name,
    created_at: row.created_at,
    sku_count: skuCount,
    sku_id: skuCount === 1 && row.first_sku_id !== null ? Number(row.first_sku_id) : null,
  }
}

/** GET /goods/editor-options: the member grades the SKU table offers member-price columns for. */
export async function editorOptions(db: Kysely<Database>): Promise<GoodsEditorOptions> {
  const grades = await gradeRows(db)
  return {
    grades: grades.map((grade) => ({
      id: grade.id,
      name: grade.name,
      discount: grade.discount,
      is_default: grade.is_default === 1,
    })),
  }
}
