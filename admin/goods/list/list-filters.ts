import type { GoodsSort } from '../../../schemas/api/admin/goods.ts'
import { GOODS_SORTS } from '../../../schemas/api/admin/goods.ts'
import type { Query } from '../../api.ts'
import type { useUrlFilters } from '../../kit/use-url-filters.ts'

export const PAGE_SIZE = 20

/** The list's filters as the address holds them (strings; '' or 'all' for none). */
export interface GoodsFilters {
  keywords: string
  category_id: string
  brand_id: string
  item_type: string
  staff_goods: string
  stock_below: string
}

export const NO_FILTERS: GoodsFilters = {
  keywords: '',
  category_id: '',
  brand_id: '',
  item_type: 'all',
  staff_goods: 'all',
  stock_below: '',
}

export interface GoodsOrder {
  sort: GoodsSort
  order: 'asc' | 'desc'
}

type UrlFilters = ReturnType<typeof useUrlFilters>

export function readFilters(url: UrlFilters): GoodsFilters {
  return {
    keywords: url.text('keywords'),
    category_id: url.text('category_id'),
    brand_id: url.text('brand_id'),
    item_type: url.text('item_type', 'all'),
    staff_goods: url.text('staff_goods', 'all'),
    stock_below: url.text('stock_below'),
  }
}

export function readOrder(url: UrlFilters): GoodsOrder {
  const sort = url.text('sort')
  return {
    sort: (GOODS_SORTS as readonly string[]).includes(sort) ? (sort as GoodsSort) : 'created',
    order: url.text('order') === 'asc' ? 'asc' : 'desc',
  }
}

/** A whole number from 1 up, as the server takes it; anything else leaves the filter out. */
const positive = (text: string) => (/^\d{1,7}$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : undefined)

const chosen = (text: string) => (text && text !== 'all' ? text : undefined)

/** GET /goods's query for the filters, status tab, order and page. */
export function listQuery(filters: GoodsFilters, status: string, order: GoodsOrder, page: number): Query {
  return {
    keywords: filters.keywords.trim() || undefined,
    category_id: positive(filters.category_id),
    brand_id: positive(filters.brand_id),
    item_type: chosen(filters.item_type),
    staff_goods: chosen(filters.staff_goods),
    stock_below: positive(filters.stock_below),
    status: chosen(status),
    sort: order.sort === 'created' && order.order === 'desc' ? undefined : order.sort,
    order: order.sort === 'created' && order.order === 'desc' ? undefined : order.order,
    page,
    pageSize: PAGE_SIZE,
  }
}

/** The next order when a column's header is clicked: a new column sorts descending, the same one flips. */
export function nextOrder(current: GoodsOrder, sort: GoodsSort): GoodsOrder {
  if (current.sort !== sort) return { sort, order: 'desc' }
  return { sort, order: current.order === 'desc' ? 'asc' : 'desc' }
}
