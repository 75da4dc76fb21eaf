import type { ExpressionBuilder, Kysely } from 'kysely'
import { containsPattern } from '../../db/contains.ts'
import type { Database } from '../../db/types.ts'
import { sql } from 'kysely'

/** Goods (not deleted) carrying the brand. */
const goodsCount = (eb: ExpressionBuilder<Database, 'brands'>) =>
  eb
    .selectFrom('goods')
    .select((inner) => inner.fn.countAll<number | string>().as('count'))
    .whereRef('goods.brand_id', '=', 'brands.id')
    .where('goods.archived_at', 'is', null)
    .as('goods_count')

const COLUMNS = ['brands.id', 'brands.name', 'brands.logo', 'brands.sort'] as const

function companyBrands(db: Kysely<Database>, companyId: number, keywords: string) {
  let query = db.selectFrom('brands').where('brands.company_id', '=', companyId)
  if (keywords) query = query.where(sql<boolean>`lower(brands.name) like ${containsPattern(keywords)} escape '\\'`)
  return query
}

/** A page of the company's brands in the shop's order (smaller sort first), with their goods counts. */
export async function listBrands(
  db: Kysely<Database>,
  companyId: number,
  keywords: string,
  page: { offset: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    companyBrands(db, companyId, keywords)
      .select([...COLUMNS, goodsCount])
      .orderBy('brands.sort')
      .orderBy('brands.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    companyBrands(db, companyId, keywords)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

export function findBrand(db: Kysely<Database>, companyId: number, id: number) {
  return db
    .selectFrom('brands')
    .select([...COLUMNS, goodsCount])
    .where('brands.company_id', '=', companyId)
    .where('brands.id', '=', id)
    .executeTakeFirst()
}

export async function brandNameTaken(db: Kysely<Database>, companyId: number, name: string, except?: number) {
  let query = db.selectFrom('brands').select('id').where('company_id', '=', companyId).where('name', '=', name)
  if (except !== undefined) query = query.where('id', '!=', except)
  return (await query.executeTakeFirst()) !== undefined
}

export async function insertBrand(
  db: Kysely<Database>,
  row: { company_id: number; name: string; logo: string; sort: number; created_at: number; updated_at: number },
): Promise<number> {
  const { id } = await db.insertInto('brands').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function updateBrand(
  db: Kysely<Database>,
  id: number,
  changes: { name?: string; logo?: string; sort?: number; updated_at: number },
): Promise<void> {
  await db.updateTable('brands').set(changes).where('id', '=', id).execute()
}

export async function deleteBrand(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('brands').where('id', '=', id).execute()
}
