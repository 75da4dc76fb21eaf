import type { CategoryNode } from '../../../schemas/api/admin/catalogue.ts'

/** The nodes from the top down to the category `id` (empty when it is not in the tree). */
export function pathTo(nodes: readonly CategoryNode[], id: number | null): CategoryNode[] {
  if (id === null) return []
  for (const node of nodes) {
    if (node.id === id) return [node]
    const below = pathTo(node.children, id)
    if (below.length > 0) return [node, ...below]
  }
  return []
}

/** '服装 / 男装 / T恤' for a category id; '' when unknown. */
export function pathName(nodes: readonly CategoryNode[], id: number | null): string {
  return pathTo(nodes, id)
    .map((node) => node.category_name)
    .join(' / ')
}

/** Every category with its full path name, top-down, for a flat select. */
export function flatten(nodes: readonly CategoryNode[], prefix = ''): { id: number; label: string; level: number }[] {
  return nodes.flatMap((node) => {
    const label = prefix ? `${prefix} / ${node.category_name}` : node.category_name
    return [{ id: node.id, label, level: node.level }, ...flatten(node.children, label)]
  })
}
