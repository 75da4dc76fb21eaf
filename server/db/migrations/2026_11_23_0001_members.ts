import { sql, type Kysely } from 'kysely'
import { type AddColumns, createIndex, dropTables, type SchemaKit, schemaKit } from './kit.ts'

/** A code sent to a recipient (a mobile here, an email in migration 0210), with its tries and lifetime. */
export const sentCodeColumns =
  (k: SchemaKit, recipient: string, purposes: readonly string[]): AddColumns =>
  (t) =>
    t
      .$call(k.id)
      .$call(k.textRequired(recipient, 'code'))
      .$call(k.oneOf('purpose', purposes))
      .$call(k.count('attempts'))
      .$call(k.oneTimeUse)

/** The first sign-in identities table; migration 0200 replaces it, and puts it back going down. */
export async function createTrustLogins(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await k
    .table('trust_logins')
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.textRequired('provider', 'open_id'))
    .$call(k.text('nickname'))
    .$call(k.createdAt())
    .addUniqueConstraint('trust_logins_provider_open_id_unique', ['provider', 'open_id'])
    .execute()
}

/** Members, grades, points, tokens, operators, addresses and verification codes. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)

  await k
    .table('vip_grades')
    .$call(k.textRequired('name'))
    .$call(k.int('grade_rank'))
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discount >= 0 and discount <= 100`))
    .$call(k.money('price'))
    .$call(k.count('valid_days', 365))
    .$call(k.text('description', 'guide_title', 'background_color'))
    .$call(k.flag('is_default'))
    .$call(k.createdAt())
    .execute()

  await k
    .table('members')
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('mobile', 'password_hash'))
    .$call(k.text('nickname', 'avatar'))
    .addColumn('sex', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sex in (0, 1, 2)`))
    .$call(k.textNullable('birthday', 'email'))
    .$call(k.int('grade_id', 1))
    .$call(k.timeNullable('grade_expires_at'))
    .$call(k.flag('is_staff'))
    .$call(k.oneOf('status', ['active', 'disabled'], 'active'))
    .$call(k.timestamps)
    .$call(k.timeNullable('last_login_at'))
    .addUniqueConstraint('members_company_mobile_unique', ['company_id', 'mobile'])
    .execute()

  await db.schema
    .createTable('member_points')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .$call(k.count('balance'))
    .$call(k.count('total_earned'))
    .$call(k.count('total_spent'))
    .$call(k.createdAt('updated_at'))
    .execute()

  await k
    .table('point_logs')
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.intRequired('delta'))
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    .$call(k.textRequired('reason'))
    .$call(k.textNullable('order_id'))
    .$call(k.createdAt())
    .execute()
  await createIndex(db, 'point_logs_member_idx', 'point_logs', ['member_id', 'created_at'])

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(k.oneOf('kind', ['member', 'shop', 'operator']))
    .$call(k.intRequired('subject_id'))
    .$call(k.createdAt())
    .$call(k.timeRequired('expires_at'))
    .$call(k.timeNullable('revoked_at'))
    .$call(k.text('user_agent'))
    .execute()
  await createIndex(db, 'auth_tokens_subject_idx', 'auth_tokens', ['kind', 'subject_id'])

  await k
    .table('operators')
    .$call(k.int('company_id', 1))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .$call(k.textRequired('password_hash'))
    .$call(k.text('name'))
    .$call(k.oneOf('status', ['active', 'disabled'], 'active'))
    .$call(k.createdAt())
    .$call(k.timeNullable('last_login_at'))
    .execute()

  await createTrustLogins(db)

  await k
    .table('addresses')
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.textRequired('name', 'mobile', 'province', 'city', 'county'))
    .$call(k.text('province_code', 'city_code', 'county_code'))
    .$call(k.textRequired('addr'))
    .$call(k.text('postcode'))
    .$call(k.flag('is_default'))
    .$call(k.timestamps)
    .execute()
  await createIndex(db, 'addresses_member_idx', 'addresses', ['member_id'])

  await db.schema
    .createTable('sms_codes')
    .$call(sentCodeColumns(k, 'mobile', ['register', 'login', 'reset_password', 'bind_mobile', 'merchant']))
    .execute()
  await createIndex(db, 'sms_codes_mobile_idx', 'sms_codes', ['mobile', 'purpose', 'created_at'])

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(k.textRequired('answer'))
    .$call(k.oneTimeUse)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'captchas',
    'sms_codes',
    'addresses',
    'trust_logins',
    'operators',
    'auth_tokens',
    'point_logs',
    'member_points',
    'members',
    'vip_grades',
  ])
}
