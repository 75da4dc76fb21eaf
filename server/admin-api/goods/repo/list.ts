import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'
import { containsPattern } from '../../../db/contains.ts'
import type { Database, ItemType } from '../../../db/types.ts'
import type { GoodsSort, GoodsStatus } from '../../../../schemas/api/admin/goods.ts'

/** The console list's filters, as the service resolved them. */
export interface GoodsListFilter {
  companyId: number
  keywords: string
  /** The category and its descendants; undefined for any. */
  categoryIds?: number[]
  brandId?: number
  itemType?: ItemType
  staffGoods?: 0 | 1
  stockBelow?: number
}

type GoodsEb = ExpressionBuilder<Database & { agg: SkuTotals }, 'goods' | 'agg'>

interface SkuTotals {
  goods_id: number
  store: number
  min_store: number
  price_min: number
  price_max: number
  sku_count: number
}

/** Per-goods SKU totals: stock, lowest stock, price range, count. */
const skuTotals = (db: Kysely<Database>) =>
  db
    .selectFrom('skus')
    .select((eb) => [
      'skus.goods_id',
      eb.fn.sum<number>('skus.store').as('store'),
      eb.fn.min<number>('skus.store').as('min_store'),
      eb.fn.min<number>('skus.price').as('price_min'),
      eb.fn.max<number>('skus.price').as('price_max'),
      eb.fn.countAll<number>().as('sku_count'),
    ])
    .groupBy('skus.goods_id')
    .as('agg')

const totalStore = sql<number>`coalesce(agg.store, 0)`

/** 出售中 / 仓库中 / 已售罄 of a goods row (sold out: on the shelf with no stock). */
const statusOf = sql<GoodsStatus>`case when goods.approve_status = 'instock' then 'instock' when ${totalStore} <= 0 then 'soldout' else 'onsale' end`

function base(db: Kysely<Database>, filter: GoodsListFilter) {
  return db
    .selectFrom('goods')
    .leftJoin(skuTotals(db), 'agg.goods_id', 'goods.id')
    .where('goods.company_id', '=', filter.companyId)
    .where('goods.archived_at', 'is', null)
    .where((eb) => eb.and(conditions(eb as unknown as GoodsEb, filter)))
}

function conditions(eb: GoodsEb, filter: GoodsListFilter): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = []
  const words = filter.keywords.trim()
  if (words) {
    const pattern = containsPattern(words)
    list.push(
      eb.or([
        sql<SqlBool>`lower(goods.item_name) like ${pattern} escape '\\'`,
        eb.exists(
          eb
            .selectFrom('skus as s')
            .select('s.id')
            .whereRef('s.goods_id', '=', 'goods.id')
            .where(sql<SqlBool>`lower(s.bn) like ${`${pattern.slice(1)}`} escape '\\'`),
        ),
      ]),
    )
  }
  if (filter.categoryIds) list.push(eb('goods.category_id', 'in', filter.categoryIds.length ? filter.categoryIds : [0]))
  if (filter.brandId !== undefined) list.push(eb('goods.brand_id', '=', filter.brandId))
  if (filter.itemType) list.push(eb('goods.item_type', '=', filter.itemType))
  if (filter.staffGoods !== undefined) list.push(eb('goods.staff_goods', '=', filter.staffGoods))
  if (filter.stockBelow !== undefined) {
    const below = filter.stockBelow
    list.push(
      eb.exists(
        eb
          .selectFrom('skus as low')
          .select('low.id')
          .whereRef('low.goods_id', '=', 'goods.id')
          .where('low.store', '<', below),
      ),
    )
  }
  return list
}

const SORT_COLUMNS: Record<GoodsSort, ReturnType<typeof sql>> = {
  created: sql`goods.created_at`,
  price: sql`goods.price`,
  sales: sql`goods.sales`,
  stock: totalStore,
}

/** One page of the list, in `status` ('all' for every status). */
export async function listGoods(
  db: Kysely<Database>,
  filter: GoodsListFilter,
  status: GoodsStatus | 'all',
  sort: GoodsSort,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  let query = base(db, filter)
  if (status !== 'all') query = query.where(statusOf, '=', status)
  return query
    .select((eb) => [
      'goods.id',
      'goods.item_name',
      'goods.pics',
      'goods.image_default_id',
      'goods.point_price',
      'goods.sales',
      'goods.approve_status',
      'goods.item_type',
      'goods.product_type',
      'goods.staff_goods',
      'goods.is_gift',
      'goods.nospec',
      'goods.category_id',
      'goods.brand_id',
      'goods.created_at',
      'goods.price',
      sql<number>`coalesce(agg.price_min, goods.price)`.as('price_min'),
      sql<number>`coalesce(agg.price_max, goods.price)`.as('price_max'),
      totalStore.as('store'),
      sql<number>`coalesce(agg.min_store, 0)`.as('min_store'),
      sql<number>`coalesce(agg.sku_count, 0)`.as('sku_count'),
      statusOf.as('status'),
      eb.fn
        .coalesce(
          eb
            .selectFrom('categories')
            .select('categories.category_name')
            .whereRef('categories.id', '=', 'goods.category_id'),
          sql.lit(''),
        )
        .as('category_name'),
      eb.fn
        .coalesce(
          eb.selectFrom('brands').select('brands.name').whereRef('brands.id', '=', 'goods.brand_id'),
          sql.lit(''),
        )
        .as('brand_name'),
      eb
        .selectFrom('skus as one_sku')
        .select(sql<number>`min(one_sku.id)`.as('sku_id'))
        .whereRef('one_sku.goods_id', '=', 'goods.id')
        .as('first_sku_id'),
    ])
    .orderBy(SORT_COLUMNS[sort], order)
    .orderBy('goods.id', order)
    .limit(limit)
    .offset(offset)
    .execute()
}

export type GoodsListRecord = Awaited<ReturnType<typeof listGoods>>[number]

/** How many goods of the filters are in each status. */
export async function countByStatus(db: Kysely<Database>, filter: GoodsListFilter) {
  const row = await base(db, filter)
    .select([
      sql<number>`count(*)`.as('all'),
      sql<number>`coalesce(sum(case when ${statusOf} = 'onsale' then 1 else 0 end), 0)`.as('onsale'),
      sql<number>`coalesce(sum(case when ${statusOf} = 'instock' then 1 else 0 end), 0)`.as('instock'),
      sql<number>`coalesce(sum(case when ${statusOf} = 'soldout' then 1 else 0 end), 0)`.as('soldout'),
    ])
    .executeTakeFirstOrThrow()
  return {
    all: Number(row.all),
    onsale: Number(row.onsale),
    instock: Number(row.instock),
    soldout: Number(row.soldout),
  }
}

/** A category of the company and its descendants (by path); [] when the company has no such category. */
export async function categoryWithDescendants(db: Kysely<Database>, companyId: number, categoryId: number) {
  const root = await db
    .selectFrom('categories')
    .select('path')
    .where('id', '=', categoryId)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (!root) return []
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('id', '=', categoryId), eb('path', 'like', `${root.path}%`)]))
    .execute()
  return rows.map((row) => row.id)
}
