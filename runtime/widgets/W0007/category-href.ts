import { safeHref } from '../link-href.ts'

export interface CategoryNode {
  category_id?: number | string
  category_name?: string
  image_url?: string
  href?: string
  children?: CategoryNode[]
}

/**
 * A top category lists everything under it (maincategory link kind), lower levels filter by
 * cat_id (spec 2.9 "Link kinds"); an href computed by the server wins.
 */
export function categoryHref(node: CategoryNode, level: number): string | undefined {
  const computed = safeHref(node.href)
  if (computed) return computed
  if (node.category_id === undefined || node.category_id === '') return undefined
  const id = encodeURIComponent(String(node.category_id))
  return level === 1 ? `/items?main_category=${id}` : `/items?cat_id=${id}`
}
