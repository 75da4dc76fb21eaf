import type { FieldErrors } from '../../schemas/api/field-errors.ts'
import { ORDER_SETTING_LIMITS, type OrderSettings } from '../../schemas/order-settings-rules.ts'
import { FormField } from '../kit/FormField.tsx'

const HELP: Record<keyof OrderSettings, string> = {
  unpaid_minutes: '下单后超过该时间未付款，订单自动取消，库存、优惠券和积分退回',
  auto_confirm_days: '发货后超过该天数买家未确认收货，系统自动确认收货（售后处理中的订单除外）',
  aftersales_days: '订单完成后该天数内可申请售后；0 表示完成后不可再申请',
}

/** 订单设置: the three order rules the server enforces, each a whole number with its unit. */
export function OrderSettingsFields({
  value,
  errors,
  onChange,
}: {
  value: OrderSettings
  errors: FieldErrors
  onChange: (next: OrderSettings) => void
}) {
  return (
    <>
      {(Object.keys(ORDER_SETTING_LIMITS) as (keyof OrderSettings)[]).map((field) => {
        const { label, unit, min, max } = ORDER_SETTING_LIMITS[field]
        return (
          <FormField
            key={field}
            label={`${label}（${unit}）`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={Number.isNaN(value[field]) ? '' : String(value[field])}
            onChange={(text) => onChange({ ...value, [field]: text.trim() === '' ? Number.NaN : Number(text) })}
            error={errors[`order.${field}`]}
            help={HELP[field]}
          />
        )
      })}
    </>
  )
}
