import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** A merchant signs in with its username or the mobile on its account. */
export function findMerchantByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('merchant_accounts')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', name), eb.and([eb('mobile', '=', name), eb('mobile', '!=', '')])]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

export function findMerchantByMobile(db: Kysely<Database>, mobile: string) {
  return db
    .selectFrom('merchant_accounts')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

export async function touchMerchantLogin(db: Kysely<Database>, id: number, now: number) {
  await db.updateTable('merchant_accounts').set({ last_login_at: now }).where('id', '=', id).execute()
}

/** A signed-up merchant account named after its mobile; undefined when that username is taken. */
export async function insertMerchantAccount(
  db: Kysely<Database>,
  account: { mobile: string; passwordHash: string; now: number },
): Promise<number | undefined> {
  const row = await db
    .insertInto('merchant_accounts')
    .values({
      username: account.mobile,
      mobile: account.mobile,
      password_hash: account.passwordHash,
      distributor_id: null,
      application_id: null,
      created_at: account.now,
      last_login_at: account.now,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}
