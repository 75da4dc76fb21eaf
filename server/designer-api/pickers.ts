import type { Kysely } from 'kysely'
import { categoryWithDescendants } from '../commerce/category/repo.ts'
import { categoryTree } from '../commerce/category/service.ts'
import { toItemCards } from '../commerce/goods/cards.ts'
import type { Database } from '../db/types.ts'
import { listShops } from '../commerce/distributor/service.ts'
import type {
  CategoryNode,
  GoodsQuery,
  KeywordQuery,
  PickerCoupon,
  PickerGoods,
  PickerShop,
  PickerShopTag,
} from '../../schemas/api/designer.ts'
import type { CategoryGroup, CategoryLeaf, CategoryTop } from '../../schemas/api/category.ts'
import { findPickerCoupons, findPickerGoods, findPickerShops, findPickerShopTags } from './pickers-repo.ts'
import { now } from '../../schemas/time.ts'

interface Paged<T> {
  list: T[]
  total_count: number
}
const windowOf = (query: { page: number; pageSize: number }) => ({
  offset: (query.page - 1) * query.pageSize,
  limit: query.pageSize,
})

/**
 * Goods for the goods picker and goods links, newest first, on the shelf or not (the operator sees
 * which). Prices and stock are the live ones a guest's card shows, in cents.
 */
export async function pickGoods(db: Kysely<Database>, query: GoodsQuery): Promise<Paged<PickerGoods>> {
  const categoryIds = query.category_id === undefined ? undefined : await categoryWithDescendants(db, query.category_id)
  const { rows, total } = await findPickerGoods(
    db,
    { keywords: query.keywords, categoryIds, distributorId: query.distributor_id },
    windowOf(query),
  )
  const cards = await toItemCards(db, rows, null, now())
  return {
    list: cards.map((card) => ({
      goods_id: card.goods_id,
      itemId: card.item_id,
      goods_name: card.title,
      goods_pic: card.imgUrl,
      price: card.price,
      market_price: card.market_price,
      store: card.store,
      on_sale: card.approve_status === 'onsale',
      distributor_id: card.distributor_id,
    })),
    total_count: total,
  }
}

/** Coupon templates, newest first; `available` when shoppers could still receive one today. */
export async function pickCoupons(db: Kysely<Database>, query: KeywordQuery): Promise<Paged<PickerCoupon>> {
  const at = now()
  const { rows, total } = await findPickerCoupons(db, query.keywords, windowOf(query))
  return {
    list: rows.map((row) => ({
      card_id: row.id,
      title: row.title,
      card_type: row.card_type,
      reduce_cost: row.reduce_cost,
      least_cost: row.least_cost,
      discount: row.discount,
      end_date: Number(row.end_time),
      available: row.status === 'active' && Number(row.end_time) >= at && row.get_num < row.quantity,
    })),
    total_count: total,
  }
}

/** The company's shops, open or closed (closed ones show nothing on a page until they reopen). */
export async function pickShops(
  db: Kysely<Database>,
  companyId: number,
  query: KeywordQuery,
): Promise<Paged<PickerShop>> {
  const { rows, total } = await findPickerShops(db, companyId, query.keywords, windowOf(query))
  return {
    list: rows.map((row) => ({
      distributor_id: row.id,
      shop_id: row.id,
      name: row.name,
      logo: row.logo,
      banner: row.banner,
      address: `${row.province}${row.city}${row.area}${row.address}`,
      is_open: row.status === 'active',
    })),
    total_count: total,
  }
}

/** The shop tags W0019 offers as tabs, with the count of the company's shops carrying each. */
export async function pickShopTags(db: Kysely<Database>, companyId: number): Promise<PickerShopTag[]> {
  const rows = await findPickerShopTags(db, companyId)
  return rows.map((row) => ({ tag_id: row.id, tag_name: row.tag_name, shop_count: row.shop_count }))
}

/** At most this many shops in W0019 (spec 9), as the storefront asks for them. */
const NEARBY_SHOPS = 10

/**
 * What W0019 (附近门店) shows a shopper whose location is unknown: the storefront's widget then
 * asks GET /distributor/list without coordinates, and the server answers its default city's shops
 * (commerce/distributor `listShops`). The designer's canvas shows this same list.
 */
export async function fallbackNearbyShops(db: Kysely<Database>, companyId: number) {
  const { list, tagList } = await listShops(db, { company_id: companyId, page: 1, pageSize: NEARBY_SHOPS })
  return { list, tagList }
}

type TreeNode = CategoryTop | CategoryGroup | CategoryLeaf

/** Leaves' children lists are empty, so every child is a group or a leaf. */
const toNode = (node: TreeNode): CategoryNode => ({
  category_id: node.category_id,
  category_name: node.category_name,
  children: (node.children as Array<CategoryGroup | CategoryLeaf>).map(toNode),
})

/**
 * The three-level category tree. `main` gives the platform ("main") categories that
 * /items?main_category= filters by and the 主类目 link kind points at: the same tree, limited to
 * the categories flagged is_main_category. The operator's company's tree.
 */
export async function pickCategories(db: Kysely<Database>, companyId: number, main: boolean): Promise<CategoryNode[]> {
  const tree = await categoryTree(db, { mainOnly: main, companyId })
  return tree.map(toNode)
}
