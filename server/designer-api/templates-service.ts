import type { Kysely } from 'kysely'
import { isUniqueViolation } from '../commerce/member/repo.ts'
import type { Database } from '../db/types.ts'
import { AppError, fail } from '../lib/errors.ts'
import { contentWatch } from '../lib/content-version.ts'
import type { PageDescriptor } from '../pages/descriptors.ts'
import { SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { publish, saveDraft, staleDraft } from '../pages/templates.ts'
import { draftProblems, type PageRef } from '../../schemas/draft-problems.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { Value } from '@sinclair/typebox/value'
import { DraftConfig } from '../../schemas/api/designer.ts'
import { applyPatch, PatchMismatch, type JsonPatchOp } from '../../schemas/json-patch.ts'
import { findHistory, writeHistory } from './draft-history/repo.ts'
import { historyOf, nextHistory } from './draft-history/history.ts'
import type {
  CreateTemplateBody,
  DesignerTemplate,
  DraftAnswer,
  DraftHistory,
  PatchDraftBody,
  Problem,
  Published,
  PublishedAnswer,
  SaveDraftBody,
  SavedDraft,
  UpdateTemplateBody,
} from '../../schemas/api/designer.ts'
import { previewDescriptor, type PreviewDeps } from './preview.ts'
import { cleanDraft, storedUnknownKeys } from './unknown-keys.ts'
import { checkDraftWidgets, frameDraft, frameToStore, isCanvasPage, parseStoredConfig } from './draft-config.ts'
import { framePartOf } from '../../schemas/frame-config.ts'
import { frameProblems } from '../../schemas/frame-problems.ts'
import { checkedPagePath, suffixedPath } from './page-path.ts'
import {
  deleteTemplateRows,
  findTemplate,
  findTemplateSummary,
  insertTemplate,
  listTemplateSummaries,
  nextPageId,
  pathTaken,
  updateTemplateMeta,
  type TemplateRow,
  type VersionAuthor,
} from '../pages/templates-repo.ts'
import { isFixedPage, pageListOrder, toDesignerTemplate } from './template-view.ts'
import { now } from '../../schemas/time.ts'
import { isRecord } from '../../schemas/guards.ts'

/** The designer's page rules: what may be created, renamed, copied, deleted, saved and published. */

const TITLE_MAX = 50
const COPY_SUFFIX = ' 副本'
/** Tries at a fresh public page id when a parallel create took the one read. */
const INSERT_TRIES = 5

const templateNotFound = () => fail('TEMPLATE_NOT_FOUND')
const pathUsed = () => fail('PAGE_PATH_TAKEN')
const pathNotAllowed = () => fail('PAGE_PATH_NOT_ALLOWED')

function checkedTitle(input: string | undefined): string {
  const title = (input ?? '').trim()
  if (!title) throw fail('TITLE_REQUIRED')
  if ([...title].length > TITLE_MAX) throw fail('TITLE_TOO_LONG', { max: TITLE_MAX })
  return title
}

async function summaryOf(db: Kysely<Database>, companyId: number, templateId: number): Promise<DesignerTemplate> {
  const row = await findTemplateSummary(db, companyId, templateId)
  if (!row) throw templateNotFound()
  return toDesignerTemplate(row)
}

async function templateOf(db: Kysely<Database>, companyId: number, templateId: number): Promise<TemplateRow> {
  const template = await findTemplate(db, companyId, templateId)
  if (!template) throw templateNotFound()
  return template
}

/**
 * Guests' cached pages show a published page's title and path: the database's triggers retire
 * them, and every instance hears of it now rather than at its next poll.
 */
async function refreshStorefront(db: Kysely<Database>, template: { published_config: string | null }): Promise<void> {
  if (template.published_config !== null) await contentWatch(db).changed()
}

export async function listDesignerTemplates(
  db: Kysely<Database>,
  companyId: number,
): Promise<{ list: DesignerTemplate[]; total_count: number }> {
  const list = (await listTemplateSummaries(db, companyId)).map(toDesignerTemplate).sort(pageListOrder)
  return { list, total_count: list.length }
}

interface NewTemplate {
  page_name: 'custom' | 'product'
  template_title: string
  page_path: string | null
  draft_config: string
}

/**
 * Inserts an unpublished template under the next public page id. The unique indexes settle races:
 * a path taken meanwhile is a 409, a page id taken meanwhile is tried again with the next one.
 */
async function insertNew(db: Kysely<Database>, companyId: number, values: NewTemplate): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    if (values.page_path !== null && (await pathTaken(db, companyId, values.page_path))) throw pathUsed()
    try {
      const at = now()
      return await insertTemplate(db, {
        ...values,
        company_id: companyId,
        theme_pc_template_id: await nextPageId(db),
        published_config: null,
        published_at: null,
        created_at: at,
        updated_at: at,
      })
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= INSERT_TRIES) throw error
    }
  }
}

export async function createDesignerTemplate(
  db: Kysely<Database>,
  companyId: number,
  body: CreateTemplateBody,
): Promise<DesignerTemplate> {
  const title = checkedTitle(body.template_title)
  const hasPath = (body.page_path ?? '').trim() !== ''
  if (body.page_name === 'custom' && hasPath) throw pathNotAllowed()
  const pagePath = body.page_name === 'product' ? checkedPagePath(body.page_path) : null
  const id = await insertNew(db, companyId, {
    page_name: body.page_name,
    template_title: title,
    page_path: pagePath,
    draft_config: JSON.stringify({ page: pageDefaults(), widgets: [], schema_version: SCHEMA_VERSION }),
  })
  return summaryOf(db, companyId, id)
}

export async function updateDesignerTemplate(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
  body: UpdateTemplateBody,
): Promise<DesignerTemplate> {
  const template = await templateOf(db, companyId, templateId)
  const changes: { template_title?: string; page_path?: string; updated_at: number } = { updated_at: now() }
  if (body.template_title !== undefined) changes.template_title = checkedTitle(body.template_title)
  if (body.page_path !== undefined) {
    if (template.page_name !== 'product') throw pathNotAllowed()
    changes.page_path = checkedPagePath(body.page_path)
    if (await pathTaken(db, companyId, changes.page_path, templateId)) throw pathUsed()
  }
  try {
    await updateTemplateMeta(db, templateId, changes)
  } catch (error) {
    if (isUniqueViolation(error)) throw pathUsed()
    throw error
  }
  await refreshStorefront(db, template)
  return summaryOf(db, companyId, templateId)
}

/** The first free `path-2`, `path-3`, … of the company. */
async function freeCopyPath(db: Kysely<Database>, companyId: number, path: string): Promise<string> {
  for (let n = 2; ; n++) {
    const candidate = suffixedPath(path, n)
    if (!(await pathTaken(db, companyId, candidate))) return candidate
  }
}

/**
 * A copy to work on: unpublished, titled '… 副本'. A copy of the home page is a custom page with
 * the same draft (the home page itself stays one); a product page's copy gets a free path.
 */
export async function duplicateDesignerTemplate(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
): Promise<DesignerTemplate> {
  const source = await templateOf(db, companyId, templateId)
  if (!isCanvasPage(source.page_name)) throw fail('TEMPLATE_NOT_COPYABLE')
  const title = [...source.template_title].slice(0, TITLE_MAX - COPY_SUFFIX.length).join('') + COPY_SUFFIX
  const product = source.page_name === 'product' && source.page_path !== null
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await insertNew(db, companyId, {
        page_name: product ? 'product' : 'custom',
        template_title: title,
        page_path: product ? await freeCopyPath(db, companyId, source.page_path as string) : null,
        draft_config: source.draft_config,
      })
      return await summaryOf(db, companyId, id)
    } catch (error) {
      // Another copy took the same free path meanwhile: look for the next one.
      if (!(error instanceof AppError && error.code === 'PAGE_PATH_TAKEN') || attempt >= INSERT_TRIES) throw error
    }
  }
}

export async function deleteDesignerTemplate(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
): Promise<void> {
  const template = await templateOf(db, companyId, templateId)
  if (isFixedPage(template.page_name)) throw fail('TEMPLATE_FIXED')
  await deleteTemplateRows(db, templateId)
  await refreshStorefront(db, template)
}

/** The stored draft as the designer edits it: a header or footer as its config (draft-config.ts frameDraft). */
const editedConfig = (template: TemplateRow): DraftConfig =>
  framePartOf(template.page_name) ? frameDraft(template.draft_config) : parseStoredConfig(template.draft_config)

/** The draft's undo history as it leads to the stored draft. */
async function storedHistory(db: Kysely<Database>, template: TemplateRow): Promise<DraftHistory> {
  return historyOf(await findHistory(db, template.id), template.draft_revision, Number(template.updated_at))
}

export async function readDraft(db: Kysely<Database>, companyId: number, templateId: number): Promise<DraftAnswer> {
  const template = await templateOf(db, companyId, templateId)
  return {
    template: await summaryOf(db, companyId, templateId),
    config: editedConfig(template),
    revision: template.draft_revision,
    history: await storedHistory(db, template),
  }
}

/** The stored draft resolved with live data, as the designer's canvas opens it (nothing is uploaded). */
export async function previewStoredDraft(deps: PreviewDeps, companyId: number, templateId: number) {
  const template = await templateOf(deps.db, companyId, templateId)
  return previewDescriptor(deps, template, editedConfig(template))
}

/** What shoppers see now, in the shape the designer edits; 404 TEMPLATE_NOT_PUBLISHED before the first publish. */
export async function readPublished(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
): Promise<PublishedAnswer> {
  const template = await templateOf(db, companyId, templateId)
  if (template.published_config === null || template.published_at === null) throw fail('TEMPLATE_NOT_PUBLISHED')
  return {
    config: framePartOf(template.page_name)
      ? frameDraft(template.published_config)
      : parseStoredConfig(template.published_config),
    version: template.version,
    published_at: Number(template.published_at),
  }
}

/** A page's draft holds at most this much JSON: 500 widgets with room to spare. */
export const DRAFT_MAX_BYTES = 2 * 1024 * 1024

/** What a save sends: the whole draft (PUT), or the changes since the revision it was based on (PATCH). */
export type DraftChange = SaveDraftBody | PatchDraftBody

/**
 * The stored draft with a save's patch applied, when it is the revision the patch was made on (a
 * stale one is a 409 with the revision). A patch that does not fit is a 409, one that breaks the
 * draft's shape a 400. A whole-page save is checked first and refused as stale when it is stored.
 */
function patchedConfig(template: TemplateRow, change: PatchDraftBody): DraftConfig {
  if (template.draft_revision !== change.revision) throw staleDraft(template.draft_revision)
  let config: unknown
  try {
    config = applyPatch(editedConfig(template), change.patch as JsonPatchOp[])
  } catch (error) {
    if (error instanceof PatchMismatch) throw fail('DRAFT_PATCH_MISMATCH')
    throw error
  }
  if (!Value.Check(DraftConfig, config)) throw fail('DRAFT_PATCH_INVALID')
  return config
}

/**
 * Saves the draft and its undo history in one transaction, only on top of the revision the
 * change was based on (a stale one is refused with 409, never overwritten). `by` names the
 * operator, for the note when a save without history ends it.
 */
export async function saveDesignerDraft(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
  change: DraftChange,
  by: string,
): Promise<SavedDraft> {
  return db.transaction().execute(async (trx) => {
    const template = await templateOf(trx, companyId, templateId)
    const part = framePartOf(template.page_name)
    const edited = 'patch' in change ? patchedConfig(template, change) : change.config
    // Keys the schemas do not list are not stored; the answer names them (schemas/strip-unknown.ts).
    const { config, notes } = cleanDraft(part, edited)
    if (!part) checkDraftWidgets(config)
    const stored = part ? frameToStore(config) : config
    if (Buffer.byteLength(JSON.stringify(stored)) > DRAFT_MAX_BYTES)
      throw fail('DRAFT_TOO_LARGE', { max: DRAFT_MAX_BYTES / 1024 / 1024 })
    const saved = await saveDraft(trx, companyId, templateId, stored, change.revision)
    const history = nextHistory(await storedHistory(trx, template), change.history, {
      revision: saved.revision,
      at: saved.updated_at,
      by,
    })
    await writeHistory(trx, templateId, history.row)
    return {
      ...saved,
      ...(notes.length > 0 ? { notes } : {}),
      ...(change.history ? { history: history.kept } : {}),
    }
  })
}

/** 422 with every problem of the draft; the count names the errors (warnings never refuse). */
export const invalidDraft = (problems: Problem[]) =>
  fail('DRAFT_INVALID', { count: problems.filter(blocks).length }, { problems })

/** A problem that keeps a draft from going live: an error (a warning only informs). */
const blocks = (problem: Problem) => problem.severity !== 'warning'

/** The company's pages as the draft rules' page links read them (unpublished, deleted, the page itself). */
async function pageRefs(db: Kysely<Database>, companyId: number): Promise<PageRef[]> {
  return (await listTemplateSummaries(db, companyId)).map(toDesignerTemplate).map((page) => ({
    id: page.id,
    theme_pc_template_id: page.theme_pc_template_id,
    template_title: page.template_title,
    published: page.published,
  }))
}

/**
 * Publishes the stored draft unless it has errors: the same draftProblems the designer's problems
 * panel shows (schemas, empty images, placeholder entries), and keys no schema lists (a draft
 * stored before saves took them out). Warnings (overlaps, links to unpublished, deleted or the
 * same page) never refuse. A refusal is a 422 listing every problem,
 * and nothing is written.
 */
export async function publishDesignerTemplate(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
  revision?: number,
  author?: VersionAuthor,
): Promise<Published> {
  const part = framePartOf((await templateOf(db, companyId, templateId)).page_name)
  const context = { templateId, pages: part ? [] : await pageRefs(db, companyId) }
  const { version } = await publish(db, companyId, templateId, {
    revision,
    author,
    check: (draft) => {
      const problems = [
        ...storedUnknownKeys(part, draft),
        ...(part ? frameProblems(part, draft) : draftProblems(isRecord(draft) ? draft : {}, context)),
      ]
      if (problems.some(blocks)) throw invalidDraft(problems)
    },
  })
  const published = await summaryOf(db, companyId, templateId)
  return { version, published_at: published.published_at ?? now(), url: published.url }
}

/** The posted draft resolved with live data, as a guest would see the page once it is published. */
export async function previewDraft(
  deps: PreviewDeps,
  companyId: number,
  templateId: number,
  config: DraftConfig,
): Promise<PageDescriptor> {
  return previewDescriptor(deps, await templateOf(deps.db, companyId, templateId), config)
}
