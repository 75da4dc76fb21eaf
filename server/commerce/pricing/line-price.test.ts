import { describe, expect, it } from 'vitest'
import { linePrice } from './line-price.ts'
import type { PricedSku } from './unit-price.ts'

const sku = (values: Partial<PricedSku> = {}): PricedSku => ({
  sku_id: 1,
  price: 10000,
  staff_price: null,
  staff_goods: 0,
  item_type: 'normal',
  ...values,
})
const member = { discount: 10, isStaff: false }
const none = new Map<number, number>()

describe('linePrice', () => {
  it('charges points goods their cash part, with no member discount', () => {
    expect(
      linePrice(sku({ item_type: 'point', price: 500 }), { viewer: member, explicit: none, orderType: 'point' }),
    ).toEqual({ sale: 500, unit: 500, kind: 'point' })
  })

  it('charges a seckill line its seckill price, never above the sale price', () => {
    const options = { viewer: member, explicit: none, orderType: 'normal_seckill' as const }
    expect(linePrice(sku(), { ...options, actPrice: 6000 })).toEqual({ sale: 10000, unit: 6000, kind: 'seckill' })
    expect(linePrice(sku(), { ...options, actPrice: 12000 })).toEqual({ sale: 10000, unit: 10000, kind: 'seckill' })
  })

  it('names the member price, the grade’s explicit price and the staff price', () => {
    const options = { viewer: member, explicit: none, orderType: 'normal' as const }
    expect(linePrice(sku(), options)).toEqual({ sale: 10000, unit: 9000, kind: 'member' })
    expect(linePrice(sku(), { ...options, explicit: new Map([[1, 8000]]) })).toEqual({
      sale: 10000,
      unit: 8000,
      kind: 'member',
    })
    const staff = { ...options, viewer: { discount: 10, isStaff: true } }
    expect(linePrice(sku({ staff_goods: 1, staff_price: 7000 }), staff)).toEqual({
      sale: 10000,
      unit: 7000,
      kind: 'staff',
    })
    expect(linePrice(sku(), { ...options, viewer: { discount: 0, isStaff: false } })).toEqual({
      sale: 10000,
      unit: 10000,
      kind: 'sale',
    })
  })
})
