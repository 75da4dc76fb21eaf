import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { ORDER_SETTING_DEFAULTS, orderSettingsFrom, type OrderSettings } from '../../../schemas/order-settings-rules.ts'
import { allOrderSettings, findMemberOrderSetting } from './repo.ts'

/**
 * 订单设置 as the server enforces them: read from the database where they are used (placing an
 * order, after-sales, the auto-confirm sweep), so a save in 站点设置 applies to the next request
 * on every instance, without a restart. Unset or unreadable fields keep the defaults.
 */

/** The defaults of this server: the unpaid minutes of ORDER_UNPAID_MINUTES, the rest the shop's defaults. */
export const orderSettingDefaults = (config: { orderUnpaidMinutes: number }): OrderSettings => ({
  ...ORDER_SETTING_DEFAULTS,
  unpaid_minutes: config.orderUnpaidMinutes,
})

function parse(text: string | undefined, defaults: OrderSettings): OrderSettings {
  if (text === undefined) return { ...defaults }
  try {
    return orderSettingsFrom(JSON.parse(text), defaults)
  } catch {
    return { ...defaults }
  }
}

/** The 订单设置 of the company a member shops in. */
export async function memberOrderSettings(
  db: Kysely<Database>,
  memberId: number,
  defaults: OrderSettings = ORDER_SETTING_DEFAULTS,
): Promise<OrderSettings> {
  return parse(await findMemberOrderSetting(db, memberId), defaults)
}

/** Every company that saved 订单设置, with its settings; the others follow `defaults`. */
export async function savedOrderSettings(
  db: Kysely<Database>,
  defaults: OrderSettings = ORDER_SETTING_DEFAULTS,
): Promise<Map<number, OrderSettings>> {
  const stored = await allOrderSettings(db)
  return new Map([...stored].map(([companyId, text]) => [companyId, parse(text, defaults)]))
}
