import type { Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'
import { createTrustLogins } from './2026_11_23_0001_members.ts'

/**
 * Third-party sign-in (微信扫码登录): the WeChat identities bound to members, one per member and
 * login type, and the short-lived one-time grants of the sign-in flow (used states, the test
 * provider's codes, and the tickets that carry an unbound identity to the bind step). The first
 * migration's trust_logins table, which nothing ever wrote, gives way to member_trust_logins.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await dropTables(db, ['trust_logins'])

  await k
    .table('member_trust_logins')
    .$call(k.int('company_id', 1))
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.textRequired('type', 'openid'))
    .$call(k.textNullable('unionid'))
    .$call(k.text('nickname', 'avatar'))
    .$call(k.createdAt())
    .addUniqueConstraint('member_trust_logins_openid_unique', ['company_id', 'type', 'openid'])
    .addUniqueConstraint('member_trust_logins_member_unique', ['company_id', 'member_id', 'type'])
    .execute()
  await createIndex(db, 'member_trust_logins_unionid_idx', 'member_trust_logins', ['company_id', 'type', 'unionid'])

  await db.schema
    .createTable('trust_login_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(k.oneOf('kind', ['state', 'code', 'ticket']))
    .$call(k.int('company_id', 0))
    .$call(k.textRequired('type'))
    .$call(k.text('openid'))
    .$call(k.textNullable('unionid'))
    .$call(k.text('nickname', 'avatar'))
    .$call(k.oneTimeUse)
    .execute()
  await createIndex(db, 'trust_login_grants_expires_idx', 'trust_login_grants', ['expires_at'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['trust_login_grants', 'member_trust_logins'])
  await createTrustLogins(db)
}
