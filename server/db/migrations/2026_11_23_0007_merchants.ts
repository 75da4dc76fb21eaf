import type { Kysely } from 'kysely'
import { dropTables, schemaKit } from './kit.ts'

/** Merchant settlement applications and merchant (shop) logins. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)

  await db.schema
    .createTable('merchant_applications')
    .$call(k.id)
    .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('members.id').onDelete('cascade'))
    .$call(k.count('step'))
    .$call(k.text('merchant_type'))
    .$call(k.json('data', '{}'))
    .$call(k.oneOf('audit_status', ['editing', 'auditing', 'approved', 'rejected'], 'editing'))
    .$call(k.text('audit_reason'))
    .$call(k.timestamps)
    .execute()

  await db.schema
    .createTable('merchant_accounts')
    .$call(k.id)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .$call(k.text('mobile'))
    .$call(k.textRequired('password_hash'))
    .$call(k.refNullable('distributor_id', 'distributors.id'))
    .$call(k.refNullable('application_id', 'merchant_applications.id'))
    .$call(k.oneOf('status', ['active', 'disabled'], 'active'))
    .$call(k.createdAt())
    .$call(k.timeNullable('last_login_at'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['merchant_accounts', 'merchant_applications'])
}
