import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { fail } from '../lib/errors.ts'
import { migrateStoredText } from '../../schemas/migrations/template.ts'
import type { TemplateConfig } from './templates.ts'
import { findTemplate, listVersionRows } from './templates-repo.ts'

/** What tests read back of a template after saving and publishing it (the app itself never lists them). */

const parseConfig = (text: string): TemplateConfig => migrateStoredText(text).config

/** Published versions of a template, newest first. */
export async function listVersions(db: Kysely<Database>, companyId: number, templateId: number) {
  if (!(await findTemplate(db, companyId, templateId))) throw fail('TEMPLATE_NOT_FOUND')
  const rows = await listVersionRows(db, templateId)
  return rows.map((row) => ({
    version: row.version,
    config: parseConfig(row.config),
    created_at: Number(row.created_at),
  }))
}

/** The config shoppers see, or null while the template has never been published. */
export async function getPublished(db: Kysely<Database>, companyId: number, templateId: number) {
  const template = await findTemplate(db, companyId, templateId)
  if (!template) throw fail('TEMPLATE_NOT_FOUND')
  return template.published_config === null ? null : parseConfig(template.published_config)
}
