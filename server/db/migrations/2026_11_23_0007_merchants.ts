import type { Kysely } from 'kysely'
import { type AddColumns, dropTables, type SchemaKit, schemaKit } from './kit.ts'

/** What an application holds after its owner; migration 1110 of 2026-11-25 rebuilds the table with them. */
export const applicationColumns =
  (k: SchemaKit): AddColumns =>
  (t) =>
    t
      .$call(k.count('step'))
      .$call(k.text('merchant_type'))
      .$call(k.json('data', '{}'))
      .$call(k.oneOf('audit_status', ['editing', 'auditing', 'approved', 'rejected'], 'editing'))
      .$call(k.text('audit_reason'))
      .$call(k.timestamps)

/** Merchant settlement applications and merchant (shop) logins. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)

  await k
    .table('merchant_applications')
    .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('members.id').onDelete('cascade'))
    .$call(applicationColumns(k))
    .execute()

  await k
    .table('merchant_accounts')
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
