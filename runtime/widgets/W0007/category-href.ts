import type { ResolvedCategory as CategoryNode } from '../../../schemas/resolved.ts'

/** A category of the menu as the descriptor carries it: id, name and the levels below. */
export type { CategoryNode }

/**
 * A top category lists everything under it (maincategory link kind), lower levels filter by
 * cat_id (spec 2.9 "Link kinds"); the id is all the address needs, so the descriptor sends none.
 */
export function categoryHref(node: CategoryNode, level: number): string {
  const id = encodeURIComponent(String(node.category_id))
  return level === 1 ? `/items?main_category=${id}` : `/items?cat_id=${id}`
}
