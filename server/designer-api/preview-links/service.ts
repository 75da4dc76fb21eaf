import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { findTemplate } from '../../pages/templates-repo.ts'
import { now } from '../../../schemas/time.ts'
import {
  PREVIEW_DAYS_DEFAULT,
  PREVIEW_DAYS_MAX,
  PREVIEW_DAYS_MIN,
  type NewPreviewLink,
  type PreviewLink,
} from '../../../schemas/api/preview-links.ts'
import { insertPreviewLink, listLivePreviewLinks, revokePreviewLink, type PreviewLinkRow } from './repo.ts'
import { newPreviewToken, previewPath, previewTokenDigest } from './token.ts'

/**
 * The rules of 预览链接: a link of one of the company's templates lasts 1–30 days (7 unless told),
 * until it expires or is revoked. Other companies' templates and links answer 404 as if they did
 * not exist; refusals write nothing.
 */

const DAY_S = 86_400

export interface PreviewLinkDeps {
  db: Kysely<Database>
  secret: string
  publicUrl: string
}

function toLink(row: PreviewLinkRow): PreviewLink {
  return {
    id: row.id,
    template_id: row.template_id,
    created_at: Number(row.created_at),
    expires_at: Number(row.expires_at),
    created_by: row.creator_name || row.creator_username || '',
  }
}

async function ownTemplate(db: Kysely<Database>, companyId: number, templateId: number) {
  const template = await findTemplate(db, companyId, templateId)
  if (!template) throw fail('TEMPLATE_NOT_FOUND')
  return template
}

export async function createPreviewLink(
  deps: PreviewLinkDeps,
  operator: { id: number; companyId: number },
  templateId: number,
  days: number = PREVIEW_DAYS_DEFAULT,
): Promise<NewPreviewLink> {
  if (days < PREVIEW_DAYS_MIN || days > PREVIEW_DAYS_MAX)
    throw fail('PREVIEW_LINK_EXPIRY_INVALID', { min: PREVIEW_DAYS_MIN, max: PREVIEW_DAYS_MAX })
  await ownTemplate(deps.db, operator.companyId, templateId)
  const token = newPreviewToken()
  const at = now()
  const row = await insertPreviewLink(deps.db, {
    company_id: operator.companyId,
    template_id: templateId,
    // A fresh token always has the shape a digest is made of.
    token_hash: previewTokenDigest(deps.secret, token) as string,
    created_by: operator.id,
    created_at: at,
    expires_at: at + days * DAY_S,
  })
  const path = previewPath(token)
  return { ...toLink(row), path, url: new URL(path, deps.publicUrl).href }
}

export async function listPreviewLinks(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
): Promise<{ list: PreviewLink[]; total_count: number }> {
  await ownTemplate(db, companyId, templateId)
  const rows = await listLivePreviewLinks(db, companyId, templateId, now())
  return { list: rows.map(toLink), total_count: rows.length }
}

/** Ends a live link at once; an unknown, ended or other company's link is 404. */
export async function revokeLink(
  db: Kysely<Database>,
  companyId: number,
  templateId: number,
  linkId: number,
): Promise<void> {
  const ended = await revokePreviewLink(db, { companyId, templateId, linkId }, now())
  if (ended === 0) throw fail('PREVIEW_LINK_NOT_FOUND')
}
