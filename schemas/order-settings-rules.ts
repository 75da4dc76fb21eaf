import type { FieldErrors } from './api/field-errors.ts'

/**
 * 订单设置: the order rules the server enforces, as an operator sets them in 站点设置. One
 * definition for the server (which refuses with SITE_SETTINGS_INVALID and these messages) and the
 * console (which shows them under each field). Plain code the browser may import.
 */
export interface OrderSettings {
  /** An unpaid order is cancelled this many minutes after it was placed (stock, coupon and points go back). */
  unpaid_minutes: number
  /** A shipped order the member has not confirmed is confirmed for them this many days after shipping. */
  auto_confirm_days: number
  /** After-sales may be applied for until this many days after an order is finished (0: not after finishing). */
  aftersales_days: number
}

export const ORDER_SETTING_LIMITS = {
  unpaid_minutes: { min: 1, max: 7 * 24 * 60, label: '待付款订单取消时间', unit: '分钟' },
  auto_confirm_days: { min: 1, max: 30, label: '自动确认收货时间', unit: '天' },
  aftersales_days: { min: 0, max: 90, label: '售后申请期限', unit: '天' },
} as const satisfies Record<keyof OrderSettings, { min: number; max: number; label: string; unit: string }>

/** What a shop enforces before an operator saves 订单设置 (the unpaid minutes come from ORDER_UNPAID_MINUTES). */
export const ORDER_SETTING_DEFAULTS: OrderSettings = { unpaid_minutes: 30, auto_confirm_days: 10, aftersales_days: 15 }

const FIELDS = Object.keys(ORDER_SETTING_LIMITS) as (keyof OrderSettings)[]

/** Everything wrong with the order settings, by field path (`order.unpaid_minutes`, …). */
export function orderSettingsErrors(settings: OrderSettings, prefix = 'order.'): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of FIELDS) {
    const { min, max, label, unit } = ORDER_SETTING_LIMITS[field]
    const value = settings[field]
    if (!Number.isInteger(value) || value < min || value > max)
      errors[`${prefix}${field}`] = `${label}须为${min}～${max}之间的整数（${unit}）`
  }
  return errors
}

/** The stored settings over `defaults`: a field missing or out of range keeps the default. */
export function orderSettingsFrom(stored: unknown, defaults: OrderSettings): OrderSettings {
  const settings = { ...defaults }
  if (typeof stored !== 'object' || stored === null) return settings
  for (const field of FIELDS) {
    const value = (stored as Record<string, unknown>)[field]
    const { min, max } = ORDER_SETTING_LIMITS[field]
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) settings[field] = value
  }
  return settings
}
