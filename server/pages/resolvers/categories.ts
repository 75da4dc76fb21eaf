import { categoryTree } from '../../commerce/category/service.ts'
import type { CategoryTop } from '../../../schemas/api/category.ts'
import type { ResolvedCategory } from '../../../schemas/resolved.ts'
import { idOf, isRecord, type ResolveContext } from './types.ts'

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

/**
 * A category as the menus draw it: its name and the categories below it, nothing else (no levels;
 * its image only when asked for, for clients whose menus show one).
 */
function menuNode(node: Node, images: boolean): ResolvedCategory {
  const children = node.children as Node[]
  const entry: ResolvedCategory = { category_id: node.category_id, category_name: node.category_name }
  if (images && node.image_url) entry.image_url = node.image_url
  if (children.length > 0) entry.children = children.map((child) => menuNode(child, images))
  return entry
}

/**
 * A widget's `categoryData` as the live tree: the chosen categories (by category_id, in the stored
 * order; deleted ones drop out) with up to three levels below, or every top category when none is
 * chosen.
 */
export function categoryData(stored: unknown, index: CategoryIndex, images = false): ResolvedCategory[] {
  const chosen = Array.isArray(stored)
    ? stored.map((entry) => idOf(isRecord(entry) ? entry.category_id : entry)).filter((id) => id !== undefined)
    : []
  const nodes = chosen.length === 0 ? index.tops : chosen.flatMap((id) => index.byId.get(id) ?? [])
  return nodes.map((node) => menuNode(node, images))
}
