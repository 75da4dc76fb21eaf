/**
 * The express companies an order's parcels go by — shipped by the shop or sent back by the member
 * in an after-sales return — and the waybill numbers they print.
 */

export const CARRIERS = {
  SF: '顺丰速运',
  YTO: '圆通速递',
  ZTO: '中通快递',
  STO: '申通快递',
  YD: '韵达快递',
  JD: '京东物流',
  EMS: 'EMS',
} as const
export type CarrierCode = keyof typeof CARRIERS

export const isCarrierCode = (value: string): value is CarrierCode => Object.hasOwn(CARRIERS, value)

/** Waybill numbers as the carriers print them: letters, digits and dashes. */
export const WAYBILL_PATTERN = /^[A-Za-z0-9-]{6,32}$/
