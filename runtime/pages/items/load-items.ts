import { redirect } from 'react-router-dom'
import { getCategories, getGoodsList, type Category, type ItemCard } from '../../api/catalogue.ts'
import type { Http } from '../../api/http.ts'
import { pageCountOf } from '../../components/pagination/page-window.ts'
import { categoryFacets, type CategoryFacets } from './category-facets.ts'
import { categoryTrail } from './category-trail.ts'
import { ITEMS_PAGE_SIZE, itemsHref, parseItemsQuery, type ItemsQuery } from './items-query.ts'

export interface ItemsData {
  query: ItemsQuery
  list: ItemCard[]
  total: number
  /** The filtered category and its ancestors, for the breadcrumb; [] without a category filter. */
  trail: Category[]
  facets: CategoryFacets
}

/**
 * One page of goods for the filters in the address, with the category tree for the breadcrumb and
 * the category filter row. A page past the end redirects to the last page (spec 4).
 */
export async function loadItems(http: Http, url: URL): Promise<ItemsData> {
  const query = parseItemsQuery(url.searchParams)
  const categoryId = query.cat_id ?? query.main_category
  const [result, categories] = await Promise.all([
    getGoodsList(http, {
      keywords: query.keywords || undefined,
      cat_id: query.cat_id,
      main_category: query.main_category,
      tag: query.tag || undefined,
      sort: query.sort,
      page: query.page,
      pageSize: ITEMS_PAGE_SIZE,
    }),
    // Breadcrumb and filters can do without the tree, so a failed tree does not fail the list.
    getCategories(http).catch((): Category[] => []),
  ])
  const lastPage = pageCountOf(result.total_count, ITEMS_PAGE_SIZE)
  if (lastPage > 0 && query.page > lastPage) throw redirect(itemsHref(url.searchParams, { page: lastPage }))
  const trail = categoryId === undefined ? [] : categoryTrail(categories, categoryId)
  return {
    query,
    list: result.list,
    total: result.total_count,
    trail,
    facets: categoryFacets(categories, trail, url.searchParams),
  }
}
