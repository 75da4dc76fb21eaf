import type { Category } from '../../api/catalogue.ts'

/** The categories from the top of the tree down to `categoryId`, or [] when it is not in the tree. */
export function categoryTrail(categories: Category[], categoryId: number): Category[] {
  for (const category of categories) {
    if (category.category_id === categoryId) return [category]
    const below = categoryTrail(category.children ?? [], categoryId)
    if (below.length > 0) return [category, ...below]
  }
  return []
}
