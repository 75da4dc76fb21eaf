import type { Kysely } from 'kysely'
import type { Database, PageName } from '../db/types.ts'

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

export async function findSetting(db: Kysely<Database>, companyId: number, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('company_id', '=', companyId)
    .where('name', '=', name)
    .executeTakeFirst()
  return row?.value
}

export function listTemplates(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('page_templates')
    .select(['id', 'page_name', 'template_title', 'theme_pc_template_id', 'version', 'updated_at'])
    .where('company_id', '=', companyId)
    .orderBy('page_name')
    .orderBy('id')
    .execute()
}
