import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/**
 * The queries of 历史版本. The template's company is checked by the service first (findTemplate),
 * so these read by template id.
 */

const COLUMNS = ['version', 'operator_id', 'operator_name', 'note', 'created_at'] as const

export type VersionRow = {
  version: number
  operator_id: number | null
  operator_name: string
  note: string
  created_at: number | string
}

export async function listVersions(
  db: Kysely<Database>,
  templateId: number,
  options: { offset: number; limit: number },
): Promise<{ rows: VersionRow[]; total: number }> {
  const query = db.selectFrom('page_template_versions').where('template_id', '=', templateId)
  const [rows, count] = await Promise.all([
    query.select(COLUMNS).orderBy('version', 'desc').limit(options.limit).offset(options.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

export async function findVersion(
  db: Kysely<Database>,
  templateId: number,
  version: number,
): Promise<(VersionRow & { config: string }) | undefined> {
  return db
    .selectFrom('page_template_versions')
    .select([...COLUMNS, 'config'])
    .where('template_id', '=', templateId)
    .where('version', '=', version)
    .executeTakeFirst()
}
