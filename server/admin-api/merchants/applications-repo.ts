import { sql, type Kysely } from 'kysely'
import { containsPattern } from '../../db/contains.ts'
import type { Database, MerchantAuditStatus } from '../../db/types.ts'

/** Submitted applications (ones still being filled in are the applicant's own business), matching the search. */
function submitted(db: Kysely<Database>, keywords: string) {
  let query = db
    .selectFrom('merchant_applications')
    .where('audit_status', 'in', ['auditing', 'approved', 'rejected'] as MerchantAuditStatus[])
  // The form data is JSON text holding the merchant's name, contact and mobile as typed.
  if (keywords)
    query = query.where(sql<boolean>`lower(merchant_applications.data) like ${containsPattern(keywords)} escape '\\'`)
  return query
}

/** A page of the submitted applications in a stored status matching the search, by last update then id. */
export function submittedApplications(
  db: Kysely<Database>,
  keywords: string,
  status: MerchantAuditStatus,
  direction: 'asc' | 'desc',
  page: { offset: number; limit: number },
) {
  return submitted(db, keywords)
    .select([
      'id',
      'member_id',
      'merchant_id',
      'step',
      'merchant_type',
      'data',
      'audit_status',
      'audit_reason',
      'created_at',
      'updated_at',
    ])
    .where('audit_status', '=', status)
    .orderBy('updated_at', direction)
    .orderBy('id', direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute()
}

/** How many submitted applications matching the search each stored status holds. */
export function submittedCounts(db: Kysely<Database>, keywords: string) {
  return submitted(db, keywords)
    .select(['audit_status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('audit_status')
    .execute()
}
