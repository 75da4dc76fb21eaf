import type { Kysely, Transaction } from 'kysely'
import type { Database, MerchantAuditStatus } from '../../db/types.ts'

type Db = Kysely<Database> | Transaction<Database>

const APPLICATION_COLUMNS = [
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
] as const

/** The application a signed-up merchant account fills in (one per account). */
export function findApplicationOfMerchant(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_applications')
    .select(APPLICATION_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst()
}

export function findApplication(db: Db, id: number) {
  return db.selectFrom('merchant_applications').select(APPLICATION_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>

/** One application per merchant account: a concurrent first save finds the row the other one made. */
export async function insertApplicationOnce(db: Db, merchantId: number, now: number): Promise<void> {
  await db
    .insertInto('merchant_applications')
    .values({ member_id: null, merchant_id: merchantId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute()
}

/**
 * Writes a step only while the application is still in the status the caller read, so a
 * concurrent submit or audit cannot be overwritten. Returns false when the status moved.
 */
export async function saveStep(
  db: Db,
  id: number,
  expected: MerchantAuditStatus,
  changes: {
    step: number
    data: string
    merchant_type?: string
    audit_status: MerchantAuditStatus
    audit_reason?: string
    updated_at: number
  },
): Promise<boolean> {
  const result = await db
    .updateTable('merchant_applications')
    .set(changes)
    .where('id', '=', id)
    .where('audit_status', '=', expected)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function decide(
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  reason: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('merchant_applications')
    .set({ audit_status: status, audit_reason: reason, updated_at: now })
    .where('id', '=', id)
    .where('audit_status', '=', 'auditing')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export function findAccountByUsername(db: Db, username: string) {
  return db.selectFrom('merchant_accounts').select(['id']).where('username', '=', username).executeTakeFirst()
}

export async function insertAccount(
  db: Db,
  values: { username: string; mobile: string; password_hash: string; application_id: number; created_at: number },
) {
  const row = await db.insertInto('merchant_accounts').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** An approved applicant's own account now stands for the application it filled in. */
export async function linkAccount(db: Db, accountId: number, applicationId: number): Promise<void> {
  await db.updateTable('merchant_accounts').set({ application_id: applicationId }).where('id', '=', accountId).execute()
}

/** What a merchant account may do: its status, shop and how far its own application got. */
export function findStanding(db: Db, accountId: number) {
  return db
    .selectFrom('merchant_accounts')
    .leftJoin('merchant_applications', 'merchant_applications.merchant_id', 'merchant_accounts.id')
    .select([
      'merchant_accounts.status',
      'merchant_accounts.distributor_id',
      'merchant_accounts.application_id',
      'merchant_applications.audit_status',
    ])
    .where('merchant_accounts.id', '=', accountId)
    .executeTakeFirst()
}

/** The first shown article of an article node (the merchant agreement), if any. */
export async function findAgreementArticle(db: Kysely<Database>, nodeCode: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('articles')
    .innerJoin('article_nodes', 'article_nodes.id', 'articles.node_id')
    .select('articles.content')
    .where('article_nodes.code', '=', nodeCode)
    .where('articles.is_show', '=', 1)
    .orderBy('articles.sort', 'desc')
    .orderBy('articles.id', 'asc')
    .executeTakeFirst()
  return row?.content
}
