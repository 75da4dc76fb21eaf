import type { Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'
import { sentCodeColumns } from './2026_11_23_0001_members.ts'

/**
 * One-time codes mailed to a member's email for password recovery by account
 * (/user.account.send.email). Same shape and rules as sms_codes; the recipient is the address,
 * lower-cased.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await db.schema
    .createTable('email_codes')
    .$call(sentCodeColumns(k, 'email', ['reset_password']))
    .execute()
  await createIndex(db, 'email_codes_email_idx', 'email_codes', ['email', 'purpose', 'created_at'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['email_codes'])
}
