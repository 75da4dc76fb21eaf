import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'

/** The settings row 订单设置 is stored in (JSON: unpaid_minutes, auto_confirm_days, aftersales_days). */
export const ORDER_SETTING_NAME = 'order_setting'

/** The stored 订单设置 of the company a member belongs to. */
export async function findMemberOrderSetting(db: Kysely<Database>, memberId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('members')
    .innerJoin('settings', (join) =>
      join.onRef('settings.company_id', '=', 'members.company_id').on('settings.name', '=', ORDER_SETTING_NAME),
    )
    .select('settings.value')
    .where('members.id', '=', memberId)
    .executeTakeFirst()
  return row?.value
}

/** Every company's stored 订单设置, by company. */
export async function allOrderSettings(db: Kysely<Database>): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('settings')
    .select(['company_id', 'value'])
    .where('name', '=', ORDER_SETTING_NAME)
    .execute()
  return new Map(rows.map((row) => [row.company_id, row.value]))
}
