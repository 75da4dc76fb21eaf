import { sql, type Kysely } from 'kysely'
import { containsPattern } from '../../db/contains.ts'
import type { Database } from '../../db/types.ts'

/** The queries of 组合模块; every one is scoped to the operator's company. */

const COLUMNS = ['id', 'name', 'image', 'params', 'created_at', 'updated_at'] as const

export type ModuleRow = {
  id: number
  name: string
  image: string
  params: string
  created_at: number | string
  updated_at: number | string
}

export async function listModules(
  db: Kysely<Database>,
  companyId: number,
  options: { keyword: string; offset: number; limit: number },
): Promise<{ rows: ModuleRow[]; total: number }> {
  let query = db.selectFrom('combined_modules').where('company_id', '=', companyId)
  if (options.keyword)
    query = query.where(sql<boolean>`lower(${sql.ref('name')}) like ${containsPattern(options.keyword)} escape '\\'`)
  const [rows, count] = await Promise.all([
    query.select(COLUMNS).orderBy('id', 'desc').limit(options.limit).offset(options.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

export async function findModule(db: Kysely<Database>, companyId: number, id: number): Promise<ModuleRow | undefined> {
  return db
    .selectFrom('combined_modules')
    .select(COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function insertModule(
  db: Kysely<Database>,
  values: { company_id: number; name: string; image: string; params: string; created_at: number; updated_at: number },
): Promise<ModuleRow> {
  return db.insertInto('combined_modules').values(values).returning(COLUMNS).executeTakeFirstOrThrow()
}

/** The renamed row, or undefined when the company has no such module. */
export async function renameModule(
  db: Kysely<Database>,
  companyId: number,
  id: number,
  name: string,
  at: number,
): Promise<ModuleRow | undefined> {
  return db
    .updateTable('combined_modules')
    .set({ name, updated_at: at })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst()
}

/** Whether a row was deleted. */
export async function deleteModule(db: Kysely<Database>, companyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('combined_modules')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
