import { getCategories, getGoodsList, type Category, type ItemCard } from '../../api/catalogue.ts'
import type { Http } from '../../api/http.ts'

/** Floors on the home page, one per top category, in category order. */
export const FLOOR_COUNT = 6
/** Goods per floor: two rows of five. */
export const FLOOR_GOODS = 10

export interface HomeFloor {
  category: Category
  goods: ItemCard[]
}

export interface HomeData {
  categories: Category[]
  floors: HomeFloor[]
}

/**
 * The category tree, then the goods of the first six top categories in parallel. A floor whose
 * list fails or comes back empty is left out rather than failing the whole page.
 */
export async function loadHome(http: Http): Promise<HomeData> {
  const categories = await getCategories(http)
  const tops = categories.slice(0, FLOOR_COUNT)
  const lists = await Promise.allSettled(
    tops.map((category) => getGoodsList(http, { main_category: category.category_id, page: 1, pageSize: FLOOR_GOODS })),
  )
  const floors = tops.flatMap((category, i): HomeFloor[] => {
    const result = lists[i]
    return result.status === 'fulfilled' && result.value.list.length > 0
      ? [{ category, goods: result.value.list.slice(0, FLOOR_GOODS) }]
      : []
  })
  return { categories, floors }
}
