import { sql, type Insertable, type Kysely } from 'kysely'
import type { AuditLogTable, Database } from '../db/types.ts'
import { containsPattern } from '../db/contains.ts'

export async function insertAuditEntry(db: Kysely<Database>, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute()
}

export interface AuditFilter {
  companyId: number
  keywords: string
  operatorId?: number
  area?: string
  from?: number
  to?: number
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').where('company_id', '=', filter.companyId)
  if (filter.operatorId !== undefined) query = query.where('operator_id', '=', filter.operatorId)
  if (filter.area) query = query.where('area', '=', filter.area)
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from)
  if (filter.to !== undefined) query = query.where('created_at', '<=', filter.to)
  const keywords = filter.keywords.trim()
  if (keywords) {
    const pattern = containsPattern(keywords)
    query = query.where(({ or }) =>
      or(
        (['action', 'target', 'summary', 'operator_name'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    )
  }
  return query
}

export async function listAuditEntries(db: Kysely<Database>, filter: AuditFilter, limit: number, offset: number) {
  return filtered(db, filter).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute()
}

export async function countAuditEntries(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
