import { sql, type Insertable, type Kysely } from 'kysely'
import type { Database, PageTemplatesTable } from '../db/types.ts'

/** What the page list shows of a template, without shipping its configs. */
function summaries(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('page_templates')
    .select([
      'id',
      'page_name',
      'template_title',
      'theme_pc_template_id',
      'page_path',
      'version',
      'draft_revision',
      'updated_at',
      'published_at',
      sql<number>`case when published_config is null then 0 else 1 end`.as('published'),
      // Compared in the database: the list never reads whole configs.
      sql<number>`case when published_config is null or published_config <> draft_config then 1 else 0 end`.as(
        'has_changes',
      ),
    ])
    .where('company_id', '=', companyId)
}

export function listTemplateSummaries(db: Kysely<Database>, companyId: number) {
  return summaries(db, companyId).orderBy('id').execute()
}

export function findTemplateSummary(db: Kysely<Database>, companyId: number, templateId: number) {
  return summaries(db, companyId).where('id', '=', templateId).executeTakeFirst()
}
export type TemplateSummaryRow = NonNullable<Awaited<ReturnType<typeof findTemplateSummary>>>

/** Another template of the company already answering at this product path. */
export async function pathTaken(
  db: Kysely<Database>,
  companyId: number,
  pagePath: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('page_templates')
    .select('id')
    .where('company_id', '=', companyId)
    .where('page_path', '=', pagePath)
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

/** Paths of the company that start with `prefix` (LIKE wildcards in it taken literally). */
export async function pathsStartingWith(db: Kysely<Database>, companyId: number, prefix: string): Promise<Set<string>> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const rows = await db
    .selectFrom('page_templates')
    .select('page_path')
    .where('company_id', '=', companyId)
    .where(sql<boolean>`page_path like ${pattern} escape '\\'`)
    .execute()
  return new Set(rows.flatMap((row) => (row.page_path === null ? [] : [row.page_path])))
}

/** Public page ids are unique across companies (the column is); the next free one. */
export async function nextPageId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('page_templates')
    .select((eb) => eb.fn.max('theme_pc_template_id').as('last'))
    .executeTakeFirst()
  return Number(row?.last ?? 0) + 1
}

export async function insertTemplate(db: Kysely<Database>, values: Insertable<PageTemplatesTable>): Promise<number> {
  const row = await db.insertInto('page_templates').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateTemplateMeta(
  db: Kysely<Database>,
  templateId: number,
  changes: { template_title?: string; page_path?: string; updated_at: number },
): Promise<void> {
  await db.updateTable('page_templates').set(changes).where('id', '=', templateId).execute()
}

/** Removes a template and its version history. */
export async function deleteTemplateRows(db: Kysely<Database>, templateId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('page_template_versions').where('template_id', '=', templateId).execute()
    await trx.deleteFrom('page_templates').where('id', '=', templateId).execute()
  })
}
