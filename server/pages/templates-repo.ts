import type { Kysely } from 'kysely'
import type { Database, PageName } from '../db/types.ts'

const TEMPLATE_COLUMNS = [
  'id',
  'company_id',
  'page_name',
  'template_title',
  'theme_pc_template_id',
  'page_path',
  'draft_config',
  'published_config',
  'version',
  'draft_revision',
  'updated_at',
  'published_at',
] as const

export function findTemplate(db: Kysely<Database>, companyId: number, templateId: number) {
  return db
    .selectFrom('page_templates')
    .select(TEMPLATE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', templateId)
    .executeTakeFirst()
}
export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>

/** The newest published template of a page name (the home page is 'index'). */
export function findPublishedByName(db: Kysely<Database>, companyId: number, pageName: PageName) {
  return db
    .selectFrom('page_templates')
    .select(TEMPLATE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('page_name', '=', pageName)
    .where('published_config', 'is not', null)
    .where('published_at', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** A published custom page by its public id (/custompage?pageid=). */
export function findPublishedCustomPage(db: Kysely<Database>, companyId: number, pageId: number) {
  return db
    .selectFrom('page_templates')
    .select(TEMPLATE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('page_name', '=', 'custom')
    .where('theme_pc_template_id', '=', pageId)
    .where('published_config', 'is not', null)
    .executeTakeFirst()
}

/** A published product page by the path it answers under /product/. */
export function findPublishedProductPage(db: Kysely<Database>, companyId: number, pagePath: string) {
  return db
    .selectFrom('page_templates')
    .select(TEMPLATE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('page_name', '=', 'product')
    .where('page_path', '=', pagePath)
    .where('published_config', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/**
 * Replaces the draft and bumps its revision. With `basedOn`, only while the row is still at that
 * revision (one conditional UPDATE, so of two saves from the same revision exactly one wins);
 * returns the new revision, or null when the row was not at `basedOn`.
 */
export async function updateDraft(
  db: Kysely<Database>,
  templateId: number,
  config: string,
  at: number,
  basedOn?: number,
): Promise<number | null> {
  let query = db
    .updateTable('page_templates')
    .set((eb) => ({ draft_config: config, updated_at: at, draft_revision: eb('draft_revision', '+', 1) }))
    .where('id', '=', templateId)
  if (basedOn !== undefined) query = query.where('draft_revision', '=', basedOn)
  const row = await query.returning('draft_revision').executeTakeFirst()
  return row?.draft_revision ?? null
}

/**
 * Publishes the draft as `version`, only if the row is still at `fromVersion` (no parallel
 * publish) and, when given, its draft still at `draftRevision` (no save since it was checked).
 * `config` is the draft as read, upgraded to the current format, so it replaces the stored draft
 * too: draft and published stay equal until the next edit.
 */
export async function markPublished(
  db: Kysely<Database>,
  templateId: number,
  fromVersion: number,
  config: string,
  at: number,
  draftRevision?: number,
): Promise<boolean> {
  let query = db
    .updateTable('page_templates')
    .set({ draft_config: config, published_config: config, version: fromVersion + 1, published_at: at, updated_at: at })
    .where('id', '=', templateId)
    .where('version', '=', fromVersion)
  if (draftRevision !== undefined) query = query.where('draft_revision', '=', draftRevision)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertVersion(
  db: Kysely<Database>,
  templateId: number,
  version: number,
  config: string,
  at: number,
): Promise<void> {
  await db
    .insertInto('page_template_versions')
    .values({ template_id: templateId, version, config, created_at: at })
    .execute()
}

export function listVersionRows(db: Kysely<Database>, templateId: number) {
  return db
    .selectFrom('page_template_versions')
    .select(['version', 'config', 'created_at'])
    .where('template_id', '=', templateId)
    .orderBy('version', 'desc')
    .execute()
}
