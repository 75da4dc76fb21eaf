import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { findTemplate, type VersionAuthor } from '../../pages/templates-repo.ts'
import { framePartOf } from '../../../schemas/frame-config.ts'
import {
  PUBLISH_NOTE_MAX,
  type TemplateVersion,
  type TemplateVersionDetail,
  type VersionListQuery,
} from '../../../schemas/api/template-versions.ts'
import { frameDraft, parseStoredConfig } from '../draft-config.ts'
import type { DesignerOperator } from '../operator-guard.ts'
import { findVersion, listVersions, type VersionRow } from './repo.ts'

/** 历史版本: a page's published versions, and the publisher and 备注 a publish records. */

/** The publish's 备注, trimmed; more than PUBLISH_NOTE_MAX characters is refused. */
export function checkedNote(input: string | undefined): string {
  const note = (input ?? '').trim()
  if ([...note].length > PUBLISH_NOTE_MAX) throw fail('PUBLISH_NOTE_TOO_LONG', { max: PUBLISH_NOTE_MAX })
  return note
}

/** What a publish keeps with its version: the operator (their name as it is now) and the 备注. */
export const versionAuthor = (operator: DesignerOperator, note: string | undefined): VersionAuthor => ({
  operator_id: operator.id,
  operator_name: operator.name || operator.username,
  note: checkedNote(note),
})

const toVersion = (row: VersionRow): TemplateVersion => ({
  version: row.version,
  operator_id: row.operator_id,
  operator_name: row.operator_name,
  note: row.note,
  published_at: Number(row.created_at),
})

async function pageOf(db: Kysely<Database>, companyId: number, templateId: number) {
  const template = await findTemplate(db, companyId, templateId)
  if (!template) throw fail('TEMPLATE_NOT_FOUND')
  return template
}

export async function listTemplateVersions(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
  query: VersionListQuery,
): Promise<{ list: TemplateVersion[]; total_count: number }> {
  await pageOf(db, companyId, templateId)
  const { rows, total } = await listVersions(db, templateId, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  })
  return { list: rows.map(toVersion), total_count: total }
}

/** One version's config in the shape the designer edits (a header's or footer's as its `frame`). */
export async function readTemplateVersion(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
  version: number,
): Promise<TemplateVersionDetail> {
  const template = await pageOf(db, companyId, templateId)
  const row = await findVersion(db, templateId, version)
  if (!row) throw fail('TEMPLATE_VERSION_NOT_FOUND')
  const config = framePartOf(template.page_name) ? frameDraft(row.config) : parseStoredConfig(row.config)
  return { ...toVersion(row), config }
}
