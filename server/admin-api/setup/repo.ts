import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** The settings row naming the shop; inserting it is also what claims the one-time setup. */
export const SHOP_PROFILE_SETTING = 'shop_profile'

export async function findShopName(db: Kysely<Database>, companyId: number): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('company_id', '=', companyId)
    .where('name', '=', SHOP_PROFILE_SETTING)
    .executeTakeFirst()
  return row ? String((JSON.parse(row.value) as { name?: unknown }).name ?? '') : ''
}

/** Writes the shop's name; answers false when the company already had one (someone set up first). */
export async function claimShopProfile(db: Kysely<Database>, companyId: number, name: string, at: number) {
  const inserted = await db
    .insertInto('settings')
    .values({ company_id: companyId, name: SHOP_PROFILE_SETTING, value: JSON.stringify({ name }), updated_at: at })
    .onConflict((conflict) => conflict.columns(['company_id', 'name']).doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
}

/** The password hashes of the demo accounts that still exist, by the name people sign in with. */
export async function demoAccountHashes(
  db: Kysely<Database>,
  accounts: { operator: string; merchant: string; members: readonly string[] },
): Promise<{ account: string; hash: string }[]> {
  const [operators, merchants, members] = await Promise.all([
    db
      .selectFrom('operators')
      .select(['username as account', 'password_hash as hash'])
      .where('username', '=', accounts.operator)
      .execute(),
    db
      .selectFrom('merchant_accounts')
      .select(['username as account', 'password_hash as hash'])
      .where('username', '=', accounts.merchant)
      .execute(),
    db
      .selectFrom('members')
      .select(['mobile as account', 'password_hash as hash'])
      .where('mobile', 'in', accounts.members)
      .execute(),
  ])
  return [...operators, ...merchants, ...members]
}
