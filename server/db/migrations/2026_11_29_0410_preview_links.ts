import type { Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'

/**
 * 预览链接: a signed, expiring address of a page's draft that anyone may open without signing in.
 * Only a keyed digest of the link's random token is kept, so a copy of the table opens nothing.
 * A link ends at `expires_at` or when it is revoked (`revoked_at`); it goes with its template.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await k
    .table('preview_links')
    .$call(k.int('company_id', 1))
    .$call(k.ref('template_id', 'page_templates.id', 'cascade'))
    .$call(k.textRequired('token_hash'))
    .$call(k.refNullable('created_by', 'operators.id'))
    .$call(k.createdAt())
    .$call(k.timeRequired('expires_at'))
    .$call(k.timeNullable('revoked_at'))
    .execute()
  await createIndex(db, 'preview_links_token', 'preview_links', ['token_hash'], true)
  await createIndex(db, 'preview_links_template', 'preview_links', ['template_id', 'id'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['preview_links'])
}
