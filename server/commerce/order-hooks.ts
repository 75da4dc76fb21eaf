import { AFTERSALES_RULES_FOR_ORDERS } from './aftersales/status.ts'
import { logisticsSummary } from './logistics/service.ts'
import type { OrderHooks } from './order/hooks.ts'
import { refund, refundableAmount } from './payment/refund.ts'

/**
 * ORDER's hooks as the app fills them: after-sales' status rules, logistics' parcel summary and
 * payment's refunds. Here, beside the route table, because this is where the modules built on
 * ORDER are put together; ORDER itself imports none of them.
 */
export const ORDER_HOOKS: OrderHooks = {
  aftersales: AFTERSALES_RULES_FOR_ORDERS,
  logisticsSummary,
  refundableAmount,
  refund,
}
