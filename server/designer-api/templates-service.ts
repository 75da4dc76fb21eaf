import type { Kysely } from 'kysely'
import { isUniqueViolation } from '../commerce/member/repo.ts'
import type { Database } from '../db/types.ts'
import { AppError, fail } from '../lib/errors.ts'
import { contentWatch } from '../lib/content-version.ts'
import type { PageDescriptor } from '../pages/descriptors.ts'
import { SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { publish, saveDraft } from '../pages/templates.ts'
import { draftProblems } from '../../schemas/draft-problems.ts'
import { pageDefaults } from '../../schemas/page.ts'
import type {
  CreateTemplateBody,
  DesignerTemplate,
  DraftAnswer,
  DraftConfig,
  Problem,
  Published,
  SaveDraftBody,
  SavedDraft,
  UpdateTemplateBody,
} from '../../schemas/api/designer.ts'
import { previewDescriptor, type PreviewDeps } from './preview.ts'
import { checkDraftWidgets, isCanvasPage, notCanvas, parseStoredConfig } from './draft-config.ts'
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

async function canvasTemplateOf(db: Kysely<Database>, companyId: number, templateId: number): Promise<TemplateRow> {
  const template = await templateOf(db, companyId, templateId)
  if (!isCanvasPage(template.page_name)) throw notCanvas()
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

export async function readDraft(db: Kysely<Database>, companyId: number, templateId: number): Promise<DraftAnswer> {
  const template = await canvasTemplateOf(db, companyId, templateId)
  return {
    template: await summaryOf(db, companyId, templateId),
    config: parseStoredConfig(template.draft_config),
    revision: template.draft_revision,
  }
}

export async function saveDesignerDraft(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
  body: SaveDraftBody,
): Promise<SavedDraft> {
  await canvasTemplateOf(db, companyId, templateId)
  checkDraftWidgets(body.config)
  return saveDraft(db, companyId, templateId, body.config, body.revision)
}

export const invalidDraft = (problems: Problem[]) => fail('DRAFT_INVALID', { count: problems.length }, { problems })

/**
 * Publishes the stored draft if every widget passes the schemas shoppers' pages are checked with
 * (the same draftProblems the designer's problems panel shows); otherwise 422 and nothing written.
 */
export async function publishDesignerTemplate(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
  revision?: number,
): Promise<Published> {
  await canvasTemplateOf(db, companyId, templateId)
  const { version } = await publish(db, companyId, templateId, {
    revision,
    check: (draft) => {
      const problems = draftProblems(isRecord(draft) ? draft : {})
      if (problems.length > 0) throw invalidDraft(problems)
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
  return previewDescriptor(deps, await canvasTemplateOf(deps.db, companyId, templateId), config)
}
