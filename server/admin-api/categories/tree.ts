import type { CategoryNode } from '../../../schemas/api/admin/catalogue.ts'

export interface CategoryRecord {
  id: number
  parent_id: number | null
  level: number
  category_name: string
  image_url: string
  sort: number
  is_show: number
  path: string
}

export interface GoodsPair {
  category_id: number
  main_category_id: number | null
  count: number | string
}

/** The ids on a materialised path, top first: '1/5/23/' → [1, 5, 23]. */
export const idsOnPath = (path: string) => path.split('/').filter(Boolean).map(Number)

/**
 * Goods in each category or below it. A goods counts once under a category even when both its
 * category and its main category lie beneath it.
 */
export function subtreeGoodsCounts(records: CategoryRecord[], pairs: GoodsPair[]): Map<number, number> {
  const pathOf = new Map(records.map((record) => [record.id, record.path]))
  const counts = new Map<number, number>()
  for (const pair of pairs) {
    const holders = new Set([
      ...idsOnPath(pathOf.get(pair.category_id) ?? ''),
      ...idsOnPath((pair.main_category_id !== null && pathOf.get(pair.main_category_id)) || ''),
    ])
    for (const id of holders) counts.set(id, (counts.get(id) ?? 0) + Number(pair.count))
  }
  return counts
}

/** Rows (shallow first, siblings in order) as the console's tree with each node's goods count. */
export function buildCategoryTree(records: CategoryRecord[], counts: Map<number, number>): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>()
  const tops: CategoryNode[] = []
  for (const record of records) {
    const node = toCategoryNode(record, counts.get(record.id) ?? 0)
    nodes.set(record.id, node)
    if (record.parent_id === null) tops.push(node)
    else nodes.get(record.parent_id)?.children.push(node)
  }
  return tops
}

export function toCategoryNode(record: CategoryRecord, goodsCount: number): CategoryNode {
  return {
    id: record.id,
    parent_id: record.parent_id,
    level: record.level,
    category_name: record.category_name,
    image_url: record.image_url,
    sort: record.sort,
    is_show: record.is_show ? 1 : 0,
    goods_count: goodsCount,
    children: [],
  }
}
