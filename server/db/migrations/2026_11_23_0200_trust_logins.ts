import type { Kysely } from 'kysely'
import { dropTables, schemaKit } from './kit.ts'

/**
 * Third-party sign-in (微信扫码登录): the WeChat identities bound to members, one per member and
 * login type, and the short-lived one-time grants of the sign-in flow (used states, the test
 * provider's codes, and the tickets that carry an unbound identity to the bind step). The first
 * migration's trust_logins table, which nothing ever wrote, gives way to member_trust_logins.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await dropTables(db, ['trust_logins'])

  await db.schema
    .createTable('member_trust_logins')
    .$call(k.id)
    .$call(k.int('company_id', 1))
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.textRequired('type'))
    .$call(k.textRequired('openid'))
    .$call(k.textNullable('unionid'))
    .$call(k.text('nickname'))
    .$call(k.text('avatar'))
    .$call(k.createdAt())
    .addUniqueConstraint('member_trust_logins_openid_unique', ['company_id', 'type', 'openid'])
    .addUniqueConstraint('member_trust_logins_member_unique', ['company_id', 'member_id', 'type'])
    .execute()
  await db.schema
    .createIndex('member_trust_logins_unionid_idx')
    .on('member_trust_logins')
    .columns(['company_id', 'type', 'unionid'])
    .execute()

  await db.schema
    .createTable('trust_login_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(k.oneOf('kind', ['state', 'code', 'ticket']))
    .$call(k.int('company_id', 0))
    .$call(k.textRequired('type'))
    .$call(k.text('openid'))
    .$call(k.textNullable('unionid'))
    .$call(k.text('nickname'))
    .$call(k.text('avatar'))
    .$call(k.timeRequired('expires_at'))
    .$call(k.timeNullable('used_at'))
    .$call(k.createdAt())
    .execute()
  await db.schema.createIndex('trust_login_grants_expires_idx').on('trust_login_grants').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await dropTables(db, ['trust_login_grants', 'member_trust_logins'])
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
}
