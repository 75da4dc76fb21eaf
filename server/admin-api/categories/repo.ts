import { sql, type Kysely, type Updateable } from 'kysely'
import type { CategoriesTable, Database } from '../../db/types.ts'

const COLUMNS = ['id', 'parent_id', 'level', 'category_name', 'image_url', 'sort', 'is_show', 'path'] as const

/** The company's categories, shallow first, siblings in the shop's order (higher sort weight first). */
export function listCompanyCategories(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('categories')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .orderBy('level')
    .orderBy('sort', 'desc')
    .orderBy('id')
    .execute()
}

export function findCompanyCategory(db: Kysely<Database>, companyId: number, id: number) {
  return db
    .selectFrom('categories')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The children of a parent (null: the top level), in the shop's order. */
export function listSiblings(db: Kysely<Database>, companyId: number, parentId: number | null) {
  return db
    .selectFrom('categories')
    .select(['id', 'category_name'])
    .where('company_id', '=', companyId)
    .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
    .orderBy('sort', 'desc')
    .orderBy('id')
    .execute()
}

/** How many goods there are of each (category, main category) pair among the company's categories; deleted goods left out. */
export function goodsPerCategoryPair(db: Kysely<Database>, companyId: number) {
  const companyCategories = db.selectFrom('categories').select('id').where('company_id', '=', companyId)
  return db
    .selectFrom('goods')
    .select(['category_id', 'main_category_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('archived_at', 'is', null)
    .where((eb) => eb.or([eb('category_id', 'in', companyCategories), eb('main_category_id', 'in', companyCategories)]))
    .groupBy(['category_id', 'main_category_id'])
    .execute()
}

/** Goods (not deleted) whose category or main category is one of `ids`. */
export async function countGoodsIn(db: Kysely<Database>, ids: number[]): Promise<number> {
  const row = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('archived_at', 'is', null)
    .where((eb) => eb.or([eb('category_id', 'in', ids), eb('main_category_id', 'in', ids)]))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** A category and its descendants: the rows whose path starts with its path. */
export function listSubtree(db: Kysely<Database>, companyId: number, path: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'level'])
    .where('company_id', '=', companyId)
    .where('path', 'like', `${path}%`)
    .execute()
}

export async function insertCategory(
  db: Kysely<Database>,
  row: {
    company_id: number
    parent_id: number | null
    level: 1 | 2 | 3
    category_name: string
    image_url: string
    is_show: 0 | 1
    sort: number
    created_at: number
  },
): Promise<number> {
  const { id } = await db
    .insertInto('categories')
    .values({ ...row, path: '', is_main_category: 1 })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function updateCategory(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<CategoriesTable>,
): Promise<void> {
  await db.updateTable('categories').set(changes).where('id', '=', id).execute()
}

/** Sets each sibling's sort weight from its place in `ids`: the first gets the highest. */
export async function renumberSiblings(db: Kysely<Database>, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await db
      .updateTable('categories')
      .set({ sort: ids.length - 1 - index })
      .where('id', '=', id)
      .execute()
}

/**
 * Moves a subtree in one statement: every row under `from` (the node's old path) gets `to` in its
 * place and its level shifted by `levelShift`. Paths hold only digits and '/', so LIKE needs no escaping.
 */
export async function moveSubtree(
  db: Kysely<Database>,
  companyId: number,
  move: { from: string; to: string; levelShift: number },
): Promise<void> {
  await db
    .updateTable('categories')
    .set({
      path: sql<string>`${move.to} || substr(path, ${move.from.length + 1})`,
      level: sql<1 | 2 | 3>`level + ${move.levelShift}`,
    })
    .where('company_id', '=', companyId)
    .where('path', 'like', `${move.from}%`)
    .execute()
}

export async function deleteCategory(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute()
}
