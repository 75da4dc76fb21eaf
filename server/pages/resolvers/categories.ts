import { categoryTree } from '../../commerce/category/service.ts'
import type { CategoryTop } from '../../commerce/category/schemas.ts'
import { idOf, isRecord, type Entry, type ResolveContext } from './types.ts'

type Node = CategoryTop | CategoryTop['children'][number] | CategoryTop['children'][number]['children'][number]

export interface CategoryIndex {
  tops: CategoryTop[]
  byId: Map<number, Node>
}

/** The whole tree (three levels) in one query, indexed by id. */
export async function loadCategories(ctx: ResolveContext): Promise<CategoryIndex> {
  const tops = await categoryTree(ctx.db, { mainOnly: false })
  const byId = new Map<number, Node>()
  const visit = (node: Node) => {
    byId.set(node.category_id, node)
    for (const child of node.children as Node[]) visit(child)
  }
  tops.forEach(visit)
  return { tops, byId }
}

/** W0022 navigates by the platform ("main") category, the other widgets by the shop category. */
export function categoryHref(categoryId: number, main: boolean): string {
  return main ? `/items?main_category=${categoryId}` : `/items?cat_id=${categoryId}`
}

function withHrefs(node: Node, main: boolean): Entry {
  return {
    category_id: node.category_id,
    category_name: node.category_name,
    image_url: node.image_url,
    level: node.level,
    href: categoryHref(node.category_id, main),
    children: (node.children as Node[]).map((child) => withHrefs(child, main)),
  }
}

/**
 * A widget's `categoryData` as the live tree: the chosen categories (by category_id, in the stored
 * order; deleted ones drop out) with up to three levels below, or every top category when none is
 * chosen.
 */
export function categoryData(stored: unknown, index: CategoryIndex, main: boolean): Entry[] {
  const chosen = Array.isArray(stored) ? stored.map((entry) => idOf(isRecord(entry) ? entry.category_id : entry)).filter((id) => id !== undefined) : []
  const nodes = chosen.length === 0 ? index.tops : chosen.flatMap((id) => index.byId.get(id) ?? [])
  return nodes.map((node) => withHrefs(node, main))
}
