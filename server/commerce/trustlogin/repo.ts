import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import type { TrustIdentity } from './provider.ts'

export function findBindingByOpenid(db: Kysely<Database>, companyId: number, type: string, openid: string) {
  return db
    .selectFrom('member_trust_logins')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('type', '=', type)
    .where('openid', '=', openid)
    .executeTakeFirst()
}

export function findBindingByUnionid(db: Kysely<Database>, companyId: number, type: string, unionid: string) {
  return db
    .selectFrom('member_trust_logins')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('type', '=', type)
    .where('unionid', '=', unionid)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

export function findMemberBinding(db: Kysely<Database>, companyId: number, memberId: number, type: string) {
  return db
    .selectFrom('member_trust_logins')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('member_id', '=', memberId)
    .where('type', '=', type)
    .executeTakeFirst()
}

export function listMemberBindings(db: Kysely<Database>, memberId: number) {
  return db.selectFrom('member_trust_logins').selectAll().where('member_id', '=', memberId).orderBy('id').execute()
}

export async function insertBinding(
  db: Kysely<Database>,
  companyId: number,
  memberId: number,
  type: string,
  identity: TrustIdentity,
  at: number,
) {
  return db
    .insertInto('member_trust_logins')
    .values({
      company_id: companyId,
      member_id: memberId,
      type,
      openid: identity.openid,
      unionid: identity.unionid,
      nickname: identity.nickname,
      avatar: identity.avatar,
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Keeps what the provider last said about the person (and a new openid found through the unionid). */
export async function refreshBinding(db: Kysely<Database>, id: number, identity: TrustIdentity) {
  await db
    .updateTable('member_trust_logins')
    .set({
      openid: identity.openid,
      nickname: identity.nickname,
      avatar: identity.avatar,
      ...(identity.unionid ? { unionid: identity.unionid } : {}),
    })
    .where('id', '=', id)
    .execute()
}

/** Removes a member's own binding of a type; false when there was none. */
export async function deleteMemberBinding(db: Kysely<Database>, memberId: number, type: string): Promise<boolean> {
  const result = await db
    .deleteFrom('member_trust_logins')
    .where('member_id', '=', memberId)
    .where('type', '=', type)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
