// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Coupon } from '../../api/coupons.ts'
import { coupon as couponOf } from '../../api/test-coupon.ts'
import { CouponCard } from './CouponCard.tsx'
import { couponAmount, couponCondition, couponScope, couponValidity } from './coupon-text.ts'

afterEach(cleanup)

// 2026-11-01 00:00 and 2026-11-30 23:59:59 in China time.
const BEGIN = 1_793_462_400
const END = 1_796_054_399

function coupon(fields: Partial<Coupon> = {}): Coupon {
  return couponOf({ begin_date: BEGIN, end_date: END, ...fields })
}

describe('coupon texts', () => {
  it.each([
    [{ card_type: 'cash', reduce_cost: 1000 }, '¥10'],
    [{ card_type: 'cash', reduce_cost: 1050 }, '¥10.5'],
    [{ card_type: 'discount', discount: 20 }, '8折'],
    [{ card_type: 'discount', discount: 15 }, '8.5折'],
    [{ card_type: 'gift' }, '赠品券'],
  ] as const)('amount of %o is %s', (fields, text) => {
    expect(couponAmount(coupon(fields))).toBe(text)
  })

  it.each([
    [10000, '满100元可用'],
    [9990, '满99.9元可用'],
    [0, '无门槛'],
  ])('condition for least_cost %i is %s', (least_cost, text) => {
    expect(couponCondition(coupon({ least_cost }))).toBe(text)
  })

  it('names the scope and the validity window', () => {
    expect(couponScope(coupon({ use_scope: 'goods' }))).toBe('指定商品可用')
    expect(couponScope(coupon({ use_scope: 'category' }))).toBe('指定分类可用')
    expect(couponScope(coupon())).toBe('全场通用')
    expect(couponValidity(coupon())).toBe('2026-11-01 至 2026-11-30')
    expect(couponValidity(coupon({ date_type: 'relative', fixed_term: 7 }))).toBe('领取后7天内有效')
  })
})

describe('CouponCard', () => {
  it('shows face value, condition, type, title, scope and dates', () => {
    const { container } = render(<CouponCard coupon={coupon()} onClaim={() => {}} />)
    expect(container.querySelector('.mf-coupon-card__amount')?.textContent).toBe('¥10')
    expect(container.querySelector('.mf-coupon-card__condition')?.textContent).toBe('满100元可用')
    expect(container.querySelector('.mf-coupon-card__title')?.textContent).toBe('满减券满100减10')
    expect(screen.getByText('全场通用')).toBeTruthy()
    expect(screen.getByText('2026-11-01 至 2026-11-30')).toBeTruthy()
  })

  it.each([
    [0, '立即领取', false],
    [1, '已领取', true],
    [2, '已抢光', true],
  ] as const)('getted %i labels the button %s (disabled: %s)', (getted, label, disabled) => {
    const onClaim = vi.fn()
    render(<CouponCard coupon={coupon({ getted })} onClaim={onClaim} />)
    const button = screen.getByRole('button', { name: `${label}：满100减10` }) as HTMLButtonElement
    expect(button.textContent).toBe(label)
    expect(button.disabled).toBe(disabled)
    fireEvent.click(button)
    expect(onClaim).toHaveBeenCalledTimes(disabled ? 0 : 1)
  })

  it('is disabled while its claim is out', () => {
    render(<CouponCard coupon={coupon()} onClaim={() => {}} claiming />)
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true)
  })
})
