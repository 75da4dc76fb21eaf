import { describe, expect, it } from 'vitest'
import type { CouponSaveBody } from './api/admin/coupons.ts'
import {
  centsToYuan,
  chinaDateSeconds,
  couponErrors,
  couponWindow,
  discountToZhe,
  yuanToCents,
  zheToDiscount,
} from './coupon-rules.ts'

const valid: CouponSaveBody = {
  card_type: 'cash',
  title: '满100减10',
  reduce_cost: 1000,
  least_cost: 10000,
  date_type: 'fixed',
  begin_date: '2026-12-01',
  end_date: '2026-12-31',
  quantity: 100,
  get_limit: 1,
  use_scope: 'all',
}

describe('couponErrors', () => {
  it('accepts a valid coupon of each type', () => {
    expect(couponErrors(valid)).toEqual({})
    expect(couponErrors({ ...valid, card_type: 'discount', discount: 12, reduce_cost: undefined })).toEqual({})
    expect(couponErrors({ ...valid, card_type: 'gift', gift: '水杯', least_cost: 0 })).toEqual({})
    expect(couponErrors({ ...valid, least_cost: 0 })).toEqual({})
  })

  it('says what is wrong with each field in Chinese', () => {
    expect(
      couponErrors({
        ...valid,
        title: 'x'.repeat(31),
        reduce_cost: 0,
        least_cost: -1,
        begin_date: '2026-02-30',
        end_date: '',
        quantity: 1.5,
        get_limit: 101,
        use_scope: 'goods',
        use_scope_ids: [],
      }),
    ).toEqual({
      title: '标题不能超过30个字',
      reduce_cost: '减免金额须为0.01到999999.99元，最多两位小数',
      least_cost: '使用门槛须为0到999999.99元，最多两位小数',
      begin_date: '请选择开始日期',
      end_date: '请选择结束日期',
      quantity: '发放总量须为1到10000000的整数',
      get_limit: '每人限领须为1到100的整数',
      use_scope_ids: '请选择适用商品',
    })
    expect(couponErrors({ ...valid, reduce_cost: 10000 }).reduce_cost).toBe('减免金额须小于使用门槛')
    expect(couponErrors({ ...valid, card_type: 'discount', discount: 100 }).discount).toBe(
      '折扣须为0.1到9.9折，最多一位小数',
    )
    expect(couponErrors({ ...valid, card_type: 'gift', gift: ' ' }).gift).toBe('请输入兑换内容')
    expect(couponErrors({ ...valid, date_type: 'relative' }).fixed_term).toBe('领取后有效天数须为1到365的整数')
    expect(couponErrors({ ...valid, end_date: '2026-11-30' }).end_date).toBe('结束日期不能早于开始日期')
    expect(couponErrors(valid, { today: '2027-01-01' }).end_date).toBe('结束日期不能早于今天')
    expect(couponErrors({ ...valid, quantity: 5 }, { claimed: 6 }).quantity).toBe('发放总量不能少于已领取的6张')
    expect(couponErrors({ ...valid, quantity: 5, get_limit: 6 }).get_limit).toBe('每人限领不能多于发放总量')
  })
})

describe('form conversions', () => {
  it('reads 折 as percent off and yuan as cents', () => {
    expect(zheToDiscount('8.8')).toBe(12)
    expect(zheToDiscount('9')).toBe(10)
    expect(zheToDiscount('0.1')).toBe(99)
    for (const bad of ['10', '0', '8.85', 'abc', '']) expect(zheToDiscount(bad)).toBeNull()
    expect(discountToZhe(12)).toBe('8.8')
    expect(yuanToCents('12.5')).toBe(1250)
    expect(yuanToCents('1.234')).toBeNull()
    expect(centsToYuan(1250)).toBe('12.50')
    expect(centsToYuan(1000)).toBe('10')
  })

  it('spans whole China days', () => {
    expect(chinaDateSeconds('2026-12-01')).toBe(Date.UTC(2026, 11, 1) / 1000 - 8 * 3600)
    expect(couponWindow(valid)).toEqual({
      begin_time: Date.UTC(2026, 11, 1) / 1000 - 8 * 3600,
      end_time: Date.UTC(2027, 0, 1) / 1000 - 8 * 3600 - 1,
    })
  })
})
