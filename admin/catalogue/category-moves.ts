import { CATEGORY_MAX_LEVEL, type CategoryMoveBody, type CategoryNode } from '../../schemas/api/admin/catalogue.ts'

/** Where a dragged row lands: above or below a row (as its sibling) or on it (as its last child). */
export type DropPlace = 'before' | 'after' | 'inside'

/** A node with where it sits: its parent's children and its place among them. */
export interface Located {
  node: CategoryNode
  parent: CategoryNode | null
  siblings: CategoryNode[]
  index: number
}

export function locate(tree: CategoryNode[], id: number, parent: CategoryNode | null = null): Located | undefined {
  for (const [index, node] of tree.entries()) {
    if (node.id === id) return { node, parent, siblings: tree, index }
    const found = locate(node.children, id, node)
    if (found) return found
  }
  return undefined
}

/** How many levels a subtree spans: 1 for a category without children. */
export function depthOf(node: CategoryNode): number {
  return 1 + Math.max(0, ...node.children.map(depthOf))
}

const contains = (node: CategoryNode, id: number): boolean =>
  node.id === id || node.children.some((child) => contains(child, id))

/**
 * Whether `node` may become a child of `parent` (null: the top level): not under itself or its
 * descendants, and no deeper than three levels with everything below it.
 */
export function mayMoveUnder(node: CategoryNode, parent: CategoryNode | null): boolean {
  if (parent && contains(node, parent.id)) return false
  return (parent ? parent.level : 0) + depthOf(node) <= CATEGORY_MAX_LEVEL
}

/** 上移 / 下移: one place up or down among its siblings; undefined at either end. */
export function stepMove(tree: CategoryNode[], id: number, step: -1 | 1): CategoryMoveBody | undefined {
  const at = locate(tree, id)
  if (!at) return undefined
  const index = at.index + step
  if (index < 0 || index >= at.siblings.length) return undefined
  return { id, parent_id: at.parent?.id ?? null, index }
}

/** The move a drop makes, or undefined when the drop is not allowed there (or changes nothing). */
export function dropMove(
  tree: CategoryNode[],
  draggedId: number,
  targetId: number,
  place: DropPlace,
): CategoryMoveBody | undefined {
  const dragged = locate(tree, draggedId)
  const target = locate(tree, targetId)
  if (!dragged || !target || draggedId === targetId) return undefined
  if (place === 'inside') {
    if (!mayMoveUnder(dragged.node, target.node)) return undefined
    const others = target.node.children.filter((child) => child.id !== draggedId)
    return { id: draggedId, parent_id: target.node.id, index: others.length }
  }
  if (!mayMoveUnder(dragged.node, target.parent)) return undefined
  const others = target.siblings.filter((sibling) => sibling.id !== draggedId)
  const index = others.findIndex((sibling) => sibling.id === targetId) + (place === 'after' ? 1 : 0)
  const parentId = target.parent?.id ?? null
  if (parentId === (dragged.parent?.id ?? null) && index === dragged.index) return undefined
  return { id: draggedId, parent_id: parentId, index }
}

/** Where a pointer at `offset` of a row `height` tall drops: the top and bottom quarters are between rows. */
export function dropPlace(offset: number, height: number, mayNest: boolean): DropPlace {
  if (!mayNest) return offset < height / 2 ? 'before' : 'after'
  if (offset < height / 4) return 'before'
  if (offset > (height * 3) / 4) return 'after'
  return 'inside'
}

/** A parent 移动到… may offer (null: the top level), labelled with its path. */
export interface ParentChoice {
  id: number | null
  label: string
  children: CategoryNode[]
}

/** The parents a node may move under, in tree order: 顶级 first, then every allowed category. */
export function parentChoices(tree: CategoryNode[], node: CategoryNode): ParentChoice[] {
  const choices: ParentChoice[] = [{ id: null, label: '顶级（一级分类）', children: tree }]
  const visit = (nodes: CategoryNode[], path: string[]) => {
    for (const candidate of nodes) {
      const names = [...path, candidate.category_name]
      if (mayMoveUnder(node, candidate))
        choices.push({ id: candidate.id, label: names.join(' › '), children: candidate.children })
      visit(candidate.children, names)
    }
  }
  visit(tree, [])
  return choices
}

/** Every node's id and those of its descendants with children (for 展开全部). */
export function parentIds(nodes: CategoryNode[]): number[] {
  return nodes.flatMap((node) => (node.children.length ? [node.id, ...parentIds(node.children)] : []))
}
