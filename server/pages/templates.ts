import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { AppError, conflict, notFound } from '../lib/errors.ts'
import { contentWatch } from '../lib/content-version.ts'
import { reloadLayout } from './layout.ts'
import { findTemplate, insertVersion, listVersionRows, markPublished, updateDraft } from './templates-repo.ts'

const now = () => Math.floor(Date.now() / 1000)

const templateNotFound = () => notFound('页面模板不存在', 'TEMPLATE_NOT_FOUND')

/** A page config as the designer edits it: W0000 settings under `page`, the widget list under `widgets`. */
export type TemplateConfig = Record<string, unknown>

function parseConfig(text: string): TemplateConfig {
  const value: unknown = JSON.parse(text)
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as TemplateConfig) : {}
}

/** 409 for a save or publish based on a draft revision that is no longer the stored one. */
export const staleDraft = (revision: number) => new AppError(409, 'DRAFT_STALE', '页面已被其他人修改', { revision })

export interface SavedDraft {
  revision: number
  /** Unix seconds. */
  updated_at: number
}

/**
 * Replaces a template's draft; shoppers keep seeing the published config until `publish`. With
 * `basedOn` (the designer's revision), a draft saved by someone else since is never overwritten:
 * the save is refused with the revision now stored.
 */
export async function saveDraft(db: Kysely<Database>, companyId: number, templateId: number, config: TemplateConfig, basedOn?: number): Promise<SavedDraft> {
  const template = await findTemplate(db, companyId, templateId)
  if (!template) throw templateNotFound()
  const at = now()
  const revision = await updateDraft(db, templateId, JSON.stringify(config), at, basedOn)
  if (revision !== null) return { revision, updated_at: at }
  const current = await findTemplate(db, companyId, templateId)
  if (!current) throw templateNotFound()
  throw staleDraft(current.draft_revision)
}

export interface PublishOptions {
  /** The draft revision the operator published; a newer stored draft is refused (409). */
  revision?: number
  /** Refuses a draft that may not go live by throwing; runs inside the transaction, before anything is written. */
  check?: (draft: TemplateConfig) => void
}

/**
 * Makes the draft the published config: version + 1 and a history row, in one transaction.
 * Then every cached descriptor of the company and the site frame are refreshed. The draft that
 * was checked is the one published: a save in between makes the publish fail instead.
 */
export async function publish(db: Kysely<Database>, companyId: number, templateId: number, options: PublishOptions = {}): Promise<{ version: number }> {
  const published = await db.transaction().execute(async (trx) => {
    const template = await findTemplate(trx, companyId, templateId)
    if (!template) throw templateNotFound()
    if (options.revision !== undefined && options.revision !== template.draft_revision) throw staleDraft(template.draft_revision)
    options.check?.(parseConfig(template.draft_config))
    const at = now()
    if (!(await markPublished(trx, templateId, template.version, template.draft_config, at, template.draft_revision))) {
      throw conflict('页面正在被其他人发布，请稍后重试', 'TEMPLATE_PUBLISH_CONFLICT')
    }
    await insertVersion(trx, templateId, template.version + 1, template.draft_config, at)
    return template.version + 1
  })
  await contentWatch(db).changed()
  await reloadLayout(db, companyId)
  return { version: published }
}

export interface TemplateVersion {
  version: number
  config: TemplateConfig
  /** Unix seconds. */
  created_at: number
}

/** Published versions of a template, newest first. */
export async function listVersions(db: Kysely<Database>, companyId: number, templateId: number): Promise<TemplateVersion[]> {
  const template = await findTemplate(db, companyId, templateId)
  if (!template) throw templateNotFound()
  const rows = await listVersionRows(db, templateId)
  return rows.map((row) => ({ version: row.version, config: parseConfig(row.config), created_at: Number(row.created_at) }))
}

/** The config shoppers see, or null while the template has never been published. */
export async function getPublished(db: Kysely<Database>, companyId: number, templateId: number): Promise<TemplateConfig | null> {
  const template = await findTemplate(db, companyId, templateId)
  if (!template) throw templateNotFound()
  return template.published_config === null ? null : parseConfig(template.published_config)
}
