import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** The queries of 预览链接 (preview_links); the designer's are scoped to the operator's company. */

export interface PreviewLinkRow {
  id: number
  template_id: number
  created_at: number | string
  expires_at: number | string
  creator_name: string | null
  creator_username: string | null
}

function linksWithCreator(db: Kysely<Database>) {
  return db
    .selectFrom('preview_links')
    .leftJoin('operators', 'operators.id', 'preview_links.created_by')
    .select([
      'preview_links.id',
      'preview_links.template_id',
      'preview_links.created_at',
      'preview_links.expires_at',
      'operators.name as creator_name',
      'operators.username as creator_username',
    ])
}

export async function insertPreviewLink(
  db: Kysely<Database>,
  values: {
    company_id: number
    template_id: number
    token_hash: string
    created_by: number
    created_at: number
    expires_at: number
  },
): Promise<PreviewLinkRow> {
  const { id } = await db.insertInto('preview_links').values(values).returning('id').executeTakeFirstOrThrow()
  return linksWithCreator(db).where('preview_links.id', '=', id).executeTakeFirstOrThrow()
}

/** A template's links that still open its draft (neither revoked nor expired), newest first. */
export function listLivePreviewLinks(db: Kysely<Database>, companyId: number, templateId: number, now: number) {
  return linksWithCreator(db)
    .where('preview_links.company_id', '=', companyId)
    .where('preview_links.template_id', '=', templateId)
    .where('preview_links.revoked_at', 'is', null)
    .where('preview_links.expires_at', '>', now)
    .orderBy('preview_links.id', 'desc')
    .execute()
}

/** Ends a link; the number of links ended (0 when there is no such live link of the company's template). */
export async function revokePreviewLink(
  db: Kysely<Database>,
  where: { companyId: number; templateId: number; linkId: number },
  now: number,
): Promise<number> {
  const result = await db
    .updateTable('preview_links')
    .set({ revoked_at: now })
    .where('id', '=', where.linkId)
    .where('company_id', '=', where.companyId)
    .where('template_id', '=', where.templateId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** The live link whose token has this digest: its company and template, or undefined. */
export function findLivePreviewLink(db: Kysely<Database>, tokenHash: string, now: number) {
  return db
    .selectFrom('preview_links')
    .select(['id', 'company_id', 'template_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
}
