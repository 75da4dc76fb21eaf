import { sql, type Kysely } from 'kysely'
import { preparedQuery } from '../../db/prepared.ts'
import type { Database } from '../../db/types.ts'

/**
 * A company's shown categories, shallow first. A hidden category's descendants are listed but
 * have no shown parent, so the tree drops them with it.
 */
export function listCategories(db: Kysely<Database>, options: { mainOnly: boolean; companyId: number }) {
  let query = db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'level', 'category_name', 'image_url', 'sort'])
    .where('company_id', '=', options.companyId)
    .where('is_show', '=', 1)
  if (options.mainOnly) query = query.where('is_main_category', '=', 1)
  return query.orderBy('level').orderBy('sort', 'desc').orderBy('id').execute()
}

/**
 * `lower` lies on the path of `upper` or below it: materialised paths ('1/12/125/') start with the
 * paths of all their ancestors. Paths hold only digits and '/', so they need no LIKE escaping.
 */
const startsWithPathOf = (lower: 'descendant' | 'category', upper: 'category' | 'ancestor') =>
  sql<boolean>`${sql.ref(`${lower}.path`)} like ${sql.ref(`${upper}.path`)} || '%'`

/**
 * Ids of a category and its shown descendants, in one statement: what a list filtered by the
 * category holds. Empty when it is unknown or hidden (or below a hidden one): a hidden category
 * lists no goods, and a hidden branch drops out of its parent's list.
 */
export async function categoryWithDescendants(db: Kysely<Database>, categoryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('categories as category')
    .innerJoin('categories as descendant', (join) => join.on(startsWithPathOf('descendant', 'category')))
    .select('descendant.id')
    .where('category.id', '=', categoryId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('categories as ancestor')
            .select('ancestor.id')
            .where('ancestor.is_show', '=', 0)
            .where(startsWithPathOf('descendant', 'ancestor')),
        ),
      ),
    )
    .execute()
  return rows.map((row) => row.id)
}

/** Ancestors of a category, top level first, ending with the category itself, in one statement. */
// A prepared query (built and compiled once, see db/prepared.ts): every item page reads it.
const categoryPathQuery = preparedQuery((db, categoryId: number) =>
  db
    .selectFrom('categories as category')
    .innerJoin('categories as ancestor', (join) =>
      join.on(startsWithPathOf('category', 'ancestor')).on('ancestor.path', '!=', ''),
    )
    .select(['ancestor.id', 'ancestor.category_name'])
    .where('category.id', '=', categoryId)
    .orderBy('ancestor.level'),
)

export async function categoryPath(db: Kysely<Database>, categoryId: number) {
  const { rows } = await categoryPathQuery(db, categoryId)
  return rows.map((row) => ({ category_id: row.id, category_name: row.category_name }))
}

/** Ids of the categories holding a shop's on-sale goods, with all their ancestors, in one statement. */
export async function categoriesOfShop(db: Kysely<Database>, distributorId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('goods')
    .innerJoin('categories as category', 'category.id', 'goods.category_id')
    .innerJoin('categories as ancestor', (join) => join.on(startsWithPathOf('category', 'ancestor')))
    .select('ancestor.id')
    .distinct()
    .where('goods.distributor_id', '=', distributorId)
    .where('goods.approve_status', '=', 'onsale')
    .execute()
  return new Set(rows.map((row) => row.id))
}
