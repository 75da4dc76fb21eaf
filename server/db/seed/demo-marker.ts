import type { Kysely } from 'kysely'
import type { Config } from '../../config.ts'
import type { Database } from '../types.ts'

/**
 * The demo seed marks its database with this setting, so the demo's test providers (模拟支付,
 * 模拟微信登录) follow the database: on for the seeded demo mall, off for a shop that started empty.
 */
export const DEMO_SETTING = 'demo_database'

/** Marks the database as the seeded demo; called inside the seed's transaction. */
export async function markDemoDatabase(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .insertInto('settings')
    .values({ company_id: 1, name: DEMO_SETTING, value: JSON.stringify({ seeded_at: now }), updated_at: now })
    .execute()
}

export async function isDemoDatabase(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('settings')
    .select('id')
    .where('company_id', '=', 1)
    .where('name', '=', DEMO_SETTING)
    .executeTakeFirst()
  return row !== undefined
}

/** Whether this shop is a demo: DEMO when set, otherwise whether the demo seed made its database. */
export async function isDemo(config: Pick<Config, 'demo'>, db: Kysely<Database>): Promise<boolean> {
  return config.demo ?? (await isDemoDatabase(db))
}
