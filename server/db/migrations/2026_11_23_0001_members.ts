import { sql, type Kysely } from 'kysely'
import { dropTables, schemaKit } from './kit.ts'

/** Members, grades, points, tokens, operators, addresses and verification codes. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)

  await db.schema
    .createTable('vip_grades')
    .$call(k.id)
    .$call(k.textRequired('name'))
    .$call(k.int('grade_rank'))
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discount >= 0 and discount <= 100`))
    .$call(k.money('price'))
    .$call(k.count('valid_days', 365))
    .$call(k.text('description'))
    .$call(k.text('guide_title'))
    .$call(k.text('background_color'))
    .$call(k.flag('is_default'))
    .$call(k.createdAt())
    .execute()

  await db.schema
    .createTable('members')
    .$call(k.id)
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('mobile'))
    .$call(k.textRequired('password_hash'))
    .$call(k.text('nickname'))
    .$call(k.text('avatar'))
    .addColumn('sex', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sex in (0, 1, 2)`))
    .$call(k.textNullable('birthday'))
    .$call(k.textNullable('email'))
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

  await db.schema
    .createTable('point_logs')
    .$call(k.id)
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.intRequired('delta'))
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    .$call(k.textRequired('reason'))
    .$call(k.textNullable('order_id'))
    .$call(k.createdAt())
    .execute()
  await db.schema.createIndex('point_logs_member_idx').on('point_logs').columns(['member_id', 'created_at']).execute()

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
  await db.schema.createIndex('auth_tokens_subject_idx').on('auth_tokens').columns(['kind', 'subject_id']).execute()

  await db.schema
    .createTable('operators')
    .$call(k.id)
    .$call(k.int('company_id', 1))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .$call(k.textRequired('password_hash'))
    .$call(k.text('name'))
    .$call(k.oneOf('status', ['active', 'disabled'], 'active'))
    .$call(k.createdAt())
    .$call(k.timeNullable('last_login_at'))
    .execute()

  await db.schema
    .createTable('trust_logins')
    .$call(k.id)
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.textRequired('provider'))
    .$call(k.textRequired('open_id'))
    .$call(k.text('nickname'))
    .$call(k.createdAt())
    .addUniqueConstraint('trust_logins_provider_open_id_unique', ['provider', 'open_id'])
    .execute()

  await db.schema
    .createTable('addresses')
    .$call(k.id)
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.textRequired('name'))
    .$call(k.textRequired('mobile'))
    .$call(k.textRequired('province'))
    .$call(k.textRequired('city'))
    .$call(k.textRequired('county'))
    .$call(k.text('province_code'))
    .$call(k.text('city_code'))
    .$call(k.text('county_code'))
    .$call(k.textRequired('addr'))
    .$call(k.text('postcode'))
    .$call(k.flag('is_default'))
    .$call(k.timestamps)
    .execute()
  await db.schema.createIndex('addresses_member_idx').on('addresses').column('member_id').execute()

  await db.schema
    .createTable('sms_codes')
    .$call(k.id)
    .$call(k.textRequired('mobile'))
    .$call(k.textRequired('code'))
    .$call(k.oneOf('purpose', ['register', 'login', 'reset_password', 'bind_mobile', 'merchant']))
    .$call(k.count('attempts'))
    .$call(k.timeRequired('expires_at'))
    .$call(k.timeNullable('used_at'))
    .$call(k.createdAt())
    .execute()
  await db.schema
    .createIndex('sms_codes_mobile_idx')
    .on('sms_codes')
    .columns(['mobile', 'purpose', 'created_at'])
    .execute()

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(k.textRequired('answer'))
    .$call(k.timeRequired('expires_at'))
    .$call(k.timeNullable('used_at'))
    .$call(k.createdAt())
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
