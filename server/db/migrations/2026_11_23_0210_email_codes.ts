import type { Kysely } from 'kysely'
import { dropTables, schemaKit } from './kit.ts'

/**
 * One-time codes mailed to a member's email for password recovery by account
 * (/user.account.send.email). Same shape and rules as sms_codes; the recipient is the address,
 * lower-cased.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await db.schema
    .createTable('email_codes')
    .$call(k.id)
    .$call(k.textRequired('email'))
    .$call(k.textRequired('code'))
    .$call(k.oneOf('purpose', ['reset_password']))
    .$call(k.count('attempts'))
    .$call(k.timeRequired('expires_at'))
    .$call(k.timeNullable('used_at'))
    .$call(k.createdAt())
    .execute()
  await db.schema
    .createIndex('email_codes_email_idx')
    .on('email_codes')
    .columns(['email', 'purpose', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['email_codes'])
}
