import type { Kysely, Transaction } from 'kysely'
import type { Database, MerchantAuditStatus } from '../../db/types.ts'

type Db = Kysely<Database> | Transaction<Database>

const APPLICATION_COLUMNS = ['id', 'member_id', 'step', 'merchant_type', 'data', 'audit_status', 'audit_reason', 'created_at', 'updated_at'] as const

export function findApplicationOfMember(db: Db, memberId: number) {
  return db.selectFrom('merchant_applications').select(APPLICATION_COLUMNS).where('member_id', '=', memberId).executeTakeFirst()
}

export function findApplication(db: Db, id: number) {
  return db.selectFrom('merchant_applications').select(APPLICATION_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>

/** One application per member: a concurrent first save finds the row the other one made. */
export async function insertApplicationOnce(db: Db, memberId: number, now: number): Promise<void> {
  await db
    .insertInto('merchant_applications')
    .values({ member_id: memberId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doNothing())
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
  changes: { step: number; data: string; merchant_type?: string; audit_status: MerchantAuditStatus; audit_reason?: string; updated_at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('merchant_applications')
    .set(changes)
    .where('id', '=', id)
    .where('audit_status', '=', expected)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function decide(db: Db, id: number, status: 'approved' | 'rejected', reason: string, now: number): Promise<boolean> {
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

export async function insertAccount(db: Db, values: { username: string; mobile: string; password_hash: string; application_id: number; created_at: number }) {
  const row = await db.insertInto('merchant_accounts').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}
