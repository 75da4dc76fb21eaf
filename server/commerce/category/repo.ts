import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

export function listCategories(db: Kysely<Database>, options: { mainOnly: boolean }) {
  let query = db.selectFrom('categories').select(['id', 'parent_id', 'level', 'category_name', 'image_url', 'sort'])
  if (options.mainOnly) query = query.where('is_main_category', '=', 1)
  return query.orderBy('level').orderBy('sort', 'desc').orderBy('id').execute()
}

/** Ids of a category and all its descendants (via the materialised path); empty when unknown. */
export async function categoryWithDescendants(db: Kysely<Database>, categoryId: number): Promise<number[]> {
  const category = await db.selectFrom('categories').select('path').where('id', '=', categoryId).executeTakeFirst()
  if (!category) return []
  // Paths hold only digits and '/', so they need no LIKE escaping.
  const rows = await db.selectFrom('categories').select('id').where('path', 'like', `${category.path}%`).execute()
  return rows.map((row) => row.id)
}

/** Ancestors of a category, top level first, ending with the category itself. */
export async function categoryPath(db: Kysely<Database>, categoryId: number) {
  const category = await db.selectFrom('categories').select('path').where('id', '=', categoryId).executeTakeFirst()
  if (!category) return []
  const ids = category.path.split('/').filter(Boolean).map(Number)
  const rows = await db.selectFrom('categories').select(['id', 'category_name', 'level']).where('id', 'in', ids).execute()
  return rows.sort((a, b) => a.level - b.level).map((row) => ({ category_id: row.id, category_name: row.category_name }))
}
