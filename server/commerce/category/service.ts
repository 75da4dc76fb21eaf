import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { categoriesOfShop, listCategories } from './repo.ts'
import type { CategoryTop } from '../../../schemas/api/category.ts'

type Node = CategoryTop | CategoryTop['children'][number] | CategoryTop['children'][number]['children'][number]

/**
 * A company's category tree as shoppers see it (company 1 unless said), each level ordered by its
 * sort weight (higher first). Hidden categories are left out with everything below them.
 */
export async function categoryTree(
  db: Kysely<Database>,
  options: { mainOnly: boolean; distributorId?: number; companyId?: number },
): Promise<CategoryTop[]> {
  // A shop's tree (its category sidebar) holds only the categories its goods are in.
  const [all, ofShop] = await Promise.all([
    listCategories(db, { mainOnly: options.mainOnly, companyId: options.companyId ?? 1 }),
    options.distributorId ? categoriesOfShop(db, options.distributorId) : Promise.resolve(undefined),
  ])
  const rows = ofShop ? all.filter((row) => ofShop.has(row.id)) : all
  const nodes = new Map<number, Node>()
  const tops: CategoryTop[] = []
  for (const row of rows) {
    const node = {
      category_id: row.id,
      category_name: row.category_name,
      image_url: row.image_url,
      level: row.level,
      children: [],
    }
    nodes.set(row.id, node)
    if (row.parent_id === null) tops.push(node as CategoryTop)
    else (nodes.get(row.parent_id)?.children as Node[] | undefined)?.push(node)
  }
  return tops
}
