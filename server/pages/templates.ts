import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { fail } from '../lib/errors.ts'
import { contentWatch } from '../lib/content-version.ts'
import { migrateConfig, migrateStoredText, SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { reloadLayout } from './layout.ts'
import { findTemplate, insertVersion, markPublished, updateDraft, type VersionAuthor } from './templates-repo.ts'
import { now } from '../../schemas/time.ts'

const templateNotFound = () => fail('TEMPLATE_NOT_FOUND')

/** A page config as the designer edits it: W0000 settings under `page`, the widget list under `widgets`. */
export type TemplateConfig = Record<string, unknown>

/** A stored config in the current format (schemas/migrations): older ones are upgraded as they are read. */
const parseConfig = (text: string): TemplateConfig => migrateStoredText(text).config

/** 409 for a save or publish based on a draft revision that is no longer the stored one. */
export const staleDraft = (revision: number) => fail('DRAFT_STALE', undefined, { revision })

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
export async function saveDraft(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
  config: TemplateConfig,
  basedOn?: number,
): Promise<SavedDraft> {
  const template = await findTemplate(db, companyId, templateId)
  if (!template) throw templateNotFound()
  const at = now()
  // The designer edits the current format; a config naming an older version is upgraded first.
  const stored = migrateConfig({ schema_version: SCHEMA_VERSION, ...config }).config
  const revision = await updateDraft(db, templateId, JSON.stringify(stored), at, basedOn)
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
  /** The operator publishing and their 备注, kept with the version. */
  author?: VersionAuthor
}

/**
 * Makes the draft the published config: version + 1 and a history row, in one transaction.
 * Then every cached descriptor of the company and the site frame are refreshed. The draft that
 * was checked is the one published: a save in between makes the publish fail instead.
 */
export async function publish(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
  options: PublishOptions = {},
): Promise<{ version: number }> {
  const published = await db.transaction().execute(async (trx) => {
    const template = await findTemplate(trx, companyId, templateId)
    if (!template) throw templateNotFound()
    if (options.revision !== undefined && options.revision !== template.draft_revision)
      throw staleDraft(template.draft_revision)
    // A draft stored in an older format goes live upgraded, and stays so as the draft.
    const draft = parseConfig(template.draft_config)
    options.check?.(draft)
    const config = JSON.stringify(draft)
    const at = now()
    if (!(await markPublished(trx, templateId, template.version, config, at, template.draft_revision))) {
      throw fail('TEMPLATE_PUBLISH_CONFLICT')
    }
    await insertVersion(trx, templateId, template.version + 1, config, at, options.author)
    return template.version + 1
  })
  await contentWatch(db).changed()
  await reloadLayout(db, companyId)
  return { version: published }
}
