import { sql, type Insertable, type Kysely } from 'kysely'
import type { Database, PageName, PageTemplatesTable } from '../db/types.ts'

/**
 * The queries of the designer's templates (page_templates) and their published versions
 * (page_template_versions): what shoppers' pages read, what the page list shows, and the
 * designer's writes. Every other module reaches these tables through here.
 */

// ─── One template, as the designer opens it and as shoppers' pages find it published ─────────────

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

/** A company's templates, with the columns the designer and shoppers' pages read. */
function templatesOf(db: Kysely<Database>, companyId: number) {
  return db.selectFrom('page_templates').select(TEMPLATE_COLUMNS).where('company_id', '=', companyId)
}

export function findTemplate(db: Kysely<Database>, companyId: number, templateId: number) {
  return templatesOf(db, companyId).where('id', '=', templateId).executeTakeFirst()
}
export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>

/** The newest published template of a page name (the home page is 'index'). */
export function findPublishedByName(db: Kysely<Database>, companyId: number, pageName: PageName) {
  return templatesOf(db, companyId)
    .where('page_name', '=', pageName)
    .where('published_config', 'is not', null)
    .where('published_at', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** A published custom page by its public id (/custompage?pageid=). */
export function findPublishedCustomPage(db: Kysely<Database>, companyId: number, pageId: number) {
  return templatesOf(db, companyId)
    .where('page_name', '=', 'custom')
    .where('theme_pc_template_id', '=', pageId)
    .where('published_config', 'is not', null)
    .executeTakeFirst()
}

/**
 * A published custom or product page by its page id: clients without a /product/ route (ECShopX)
 * open product pages by id like custom pages.
 */
export function findPublishedPageById(db: Kysely<Database>, companyId: number, pageId: number) {
  return templatesOf(db, companyId)
    .where('page_name', 'in', ['custom', 'product'])
    .where('theme_pc_template_id', '=', pageId)
    .where('published_config', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** The published product pages' paths under /product/ and their page ids. */
export async function publishedProductPaths(db: Kysely<Database>, companyId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('page_templates')
    .select(['page_path', 'theme_pc_template_id'])
    .where('company_id', '=', companyId)
    .where('page_name', '=', 'product')
    .where('published_config', 'is not', null)
    .orderBy('id', 'asc')
    .execute()
  return new Map(rows.flatMap((row) => (row.page_path ? [[row.page_path, row.theme_pc_template_id] as const] : [])))
}

/** A published product page by the path it answers under /product/. */
export function findPublishedProductPage(db: Kysely<Database>, companyId: number, pagePath: string) {
  return templatesOf(db, companyId)
    .where('page_name', '=', 'product')
    .where('page_path', '=', pagePath)
    .where('published_config', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/** The published config of the newest published template of each requested page name. */
export async function findPublishedConfigs(db: Kysely<Database>, companyId: number, names: PageName[]) {
  const rows = await db
    .selectFrom('page_templates')
    .select(['page_name', 'published_config'])
    .where('company_id', '=', companyId)
    .where('page_name', 'in', names)
    .where('published_config', 'is not', null)
    // Also keeps the ordering below free of NULLs, which the two dialects sort differently.
    .where('published_at', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const configs = new Map<PageName, string>()
  for (const row of rows) {
    if (row.published_config !== null && !configs.has(row.page_name)) configs.set(row.page_name, row.published_config)
  }
  return configs
}

// ─── The designer's page list, and the ids and paths new pages take ──────────────────────────────

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

/** Public page ids are unique across companies (the column is); the next free one. */
export async function nextPageId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('page_templates')
    .select((eb) => eb.fn.max('theme_pc_template_id').as('last'))
    .executeTakeFirst()
  return Number(row?.last ?? 0) + 1
}

// ─── Writes: new pages, their titles and paths, drafts, publishing, removal ──────────────────────

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

/** Removes a template, its version history and its draft's undo history. */
export async function deleteTemplateRows(db: Kysely<Database>, templateId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('draft_histories').where('template_id', '=', templateId).execute()
    await trx.deleteFrom('page_template_versions').where('template_id', '=', templateId).execute()
    await trx.deleteFrom('page_templates').where('id', '=', templateId).execute()
  })
}

// ─── Published versions (page_template_versions) ─────────────────────────────────────────────────

/** Who published a version and their 备注 (historical rows have neither). */
export interface VersionAuthor {
  operator_id: number
  operator_name: string
  note: string
}

export async function insertVersion(
  db: Kysely<Database>,
  templateId: number,
  version: number,
  config: string,
  at: number,
  author?: VersionAuthor,
): Promise<void> {
  await db
    .insertInto('page_template_versions')
    .values({ template_id: templateId, version, config, created_at: at, ...author })
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
