import { sql, type Kysely } from 'kysely'
import { containsPattern } from '../../db/contains.ts'
import type { Database } from '../../db/types.ts'

/** The accounts with their settlement application (by merchant or by the account's own link) and shop. */
function accounts(db: Kysely<Database>) {
  return db
    .selectFrom('merchant_accounts')
    .leftJoin('merchant_applications', (join) =>
      join.on((eb) =>
        eb.or([
          eb('merchant_applications.merchant_id', '=', eb.ref('merchant_accounts.id')),
          eb('merchant_applications.id', '=', eb.ref('merchant_accounts.application_id')),
        ]),
      ),
    )
    .leftJoin('distributors', 'distributors.id', 'merchant_accounts.distributor_id')
}

/** What the accounts list filters by: words of the username, mobile or application data, and a status. */
export interface AccountFilter {
  keywords: string
  status?: 'active' | 'disabled'
}

function filtered(db: Kysely<Database>, filter: AccountFilter) {
  let rows = accounts(db)
  if (filter.keywords) {
    const pattern = containsPattern(filter.keywords)
    rows = rows.where((eb) =>
      eb.or([
        sql<boolean>`lower(merchant_accounts.username) like ${pattern} escape '\\'`,
        sql<boolean>`merchant_accounts.mobile like ${pattern} escape '\\'`,
        sql<boolean>`lower(merchant_applications.data) like ${pattern} escape '\\'`,
      ]),
    )
  }
  if (filter.status) rows = rows.where('merchant_accounts.status', '=', filter.status)
  return rows
}

const COLUMNS = [
  'merchant_accounts.id',
  'merchant_accounts.username',
  'merchant_accounts.mobile',
  'merchant_accounts.status',
  'merchant_accounts.created_at',
  'merchant_accounts.last_login_at',
  'merchant_applications.data',
  'merchant_applications.audit_status',
  'distributors.name as shop_name',
] as const

/** A page of the accounts matching the filter, newest first, and how many match. */
export async function listAccountRows(
  db: Kysely<Database>,
  filter: AccountFilter,
  page: { offset: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .select(COLUMNS)
      .orderBy('merchant_accounts.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

export function findAccountRow(db: Kysely<Database>, id: number) {
  return accounts(db).select(COLUMNS).where('merchant_accounts.id', '=', id).executeTakeFirst()
}

export async function setAccountStatusRow(db: Kysely<Database>, id: number, status: 'active' | 'disabled') {
  await db.updateTable('merchant_accounts').set({ status }).where('id', '=', id).execute()
}

export async function setAccountPasswordHash(db: Kysely<Database>, id: number, hash: string) {
  await db.updateTable('merchant_accounts').set({ password_hash: hash }).where('id', '=', id).execute()
}
