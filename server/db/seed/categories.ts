import type { Insertable } from 'kysely'
import type { CategoriesTable } from '../types.ts'
import { insertMany } from './batch.ts'
import type { SeedContext } from './context.ts'
import { CATEGORY_TREE, type LeafDef } from './data/categories.ts'
import { categoryImageUrl } from './urls.ts'

export interface CategoryIndex {
  leafId: Map<string, number>
  leafDef: Map<string, LeafDef>
  topId: Map<string, number>
  /** Top category name of each leaf name. */
  topOfLeaf: Map<string, string>
}

/** Inserts the three-level tree depth first, so 手机数码 is category 1. */
export async function seedCategories(ctx: SeedContext): Promise<CategoryIndex> {
  const rows: Insertable<CategoriesTable>[] = []
  const index: CategoryIndex = { leafId: new Map(), leafDef: new Map(), topId: new Map(), topOfLeaf: new Map() }
  let id = 0
  const add = (parent: { id: number; path: string } | null, level: 1 | 2 | 3, name: string, sort: number) => {
    id++
    const path = `${parent ? parent.path : ''}${id}/`
    rows.push({
      id,
      parent_id: parent?.id ?? null,
      level,
      category_name: name,
      image_url: categoryImageUrl(id),
      sort,
      is_main_category: 1,
      path,
      created_at: ctx.now,
    })
    return { id, path }
  }
  CATEGORY_TREE.forEach((top, t) => {
    const topRow = add(null, 1, top.name, CATEGORY_TREE.length - t)
    index.topId.set(top.name, topRow.id)
    top.children.forEach((group, g) => {
      const groupRow = add(topRow, 2, group.name, top.children.length - g)
      group.leaves.forEach((leaf, l) => {
        const leafRow = add(groupRow, 3, leaf.name, group.leaves.length - l)
        index.leafId.set(leaf.name, leafRow.id)
        index.leafDef.set(leaf.name, leaf)
        index.topOfLeaf.set(leaf.name, top.name)
      })
    })
  })
  await insertMany(ctx.db, 'categories', rows)
  return index
}
