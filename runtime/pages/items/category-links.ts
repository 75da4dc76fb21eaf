import type { Category } from '../../api/catalogue.ts'

/** A top category lists everything under it (maincategory link kind); lower levels filter by cat_id (spec 2.9). */
export const mainCategoryHref = (category: Category): string => `/items?main_category=${category.category_id}`
export const categoryHref = (category: Category): string => `/items?cat_id=${category.category_id}`
