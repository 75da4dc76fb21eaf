import type { Insertable, Kysely } from 'kysely'
import type { Database, TrustLoginGrantKind, TrustLoginGrantsTable } from '../../db/types.ts'
import type { TrustIdentity } from './provider.ts'

/** A company's bindings of one provider type. */
function bindingsOf(db: Kysely<Database>, companyId: number, type: string) {
  return db.selectFrom('member_trust_logins').selectAll().where('company_id', '=', companyId).where('type', '=', type)
}

export function findBindingByOpenid(db: Kysely<Database>, companyId: number, type: string, openid: string) {
  return bindingsOf(db, companyId, type).where('openid', '=', openid).executeTakeFirst()
}

export function findBindingByUnionid(db: Kysely<Database>, companyId: number, type: string, unionid: string) {
  return bindingsOf(db, companyId, type).where('unionid', '=', unionid).orderBy('id').limit(1).executeTakeFirst()
}

export function findMemberBinding(db: Kysely<Database>, companyId: number, memberId: number, type: string) {
  return bindingsOf(db, companyId, type).where('member_id', '=', memberId).executeTakeFirst()
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

// ─── one-time grants (states, codes, tickets) ────────────────────────────────────────────────

/** Expired grants are useless; clearing them whenever one is written keeps the table small without a job. */
export async function deleteExpiredGrants(db: Kysely<Database>, at: number) {
  await db.deleteFrom('trust_login_grants').where('expires_at', '<', at).execute()
}

/** Records a state's nonce as used; false when it was recorded before (the primary key refuses the second use). */
export async function insertUsedState(
  db: Kysely<Database>,
  state: { id: string; type: string; expiresAt: number; at: number },
): Promise<boolean> {
  const result = await db
    .insertInto('trust_login_grants')
    .values({
      id: state.id,
      kind: 'state',
      type: state.type,
      unionid: null,
      expires_at: state.expiresAt,
      used_at: state.at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

export async function insertGrant(db: Kysely<Database>, grant: Insertable<TrustLoginGrantsTable>) {
  await db.insertInto('trust_login_grants').values(grant).execute()
}

/** The grant of this id and kind while unused and unexpired. */
export function findLiveGrantById(db: Kysely<Database>, id: string, kind: TrustLoginGrantKind, at: number) {
  return db
    .selectFrom('trust_login_grants')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst()
}

/** Marks a grant used; false when another request used it first (or it expired meanwhile). */
export async function markGrantUsed(db: Kysely<Database>, id: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('trust_login_grants')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
