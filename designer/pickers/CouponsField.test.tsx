// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createWidget } from '../../schemas/widgets/index.ts'
import type { DraftWidget } from '../store/types.ts'
import { CouponsField } from './CouponsField.tsx'
import { couponText } from './format.ts'
import { couponRows, openPickerDialog, setUpPickerTests, toastMessages } from './testing/fake-api.ts'

setUpPickerTests()

const hint = { label: '优惠券', kind: 'coupons', tab: 'settings' } as const
const { card_id, title, card_type, reduce_cost, least_cost, discount } = couponRows[0]!
/** 满100减10 as a widget stores it. */
const cash = { card_id, title, card_type, reduce_cost, least_cost, discount }

function renderField(type: 'W0012' | 'W0021', path: string, value: unknown) {
  const onChange = vi.fn()
  const widget = createWidget(type) as unknown as DraftWidget
  render(
    <CouponsField id="f-c" path={path} label="优惠券" value={value} onChange={onChange} widget={widget} hint={hint} />,
  )
  return onChange
}

const openPicker = () => openPickerDialog('优惠券：添加优惠券', '选择优惠券', '满100减10')

describe('coupon texts', () => {
  it('writes 满减 and 折扣 as operators read them; the fold is (100 - discount)/10', () => {
    expect(couponText({ card_type: 'cash', reduce_cost: 1000, least_cost: 10000 })).toBe('满100元减10元')
    expect(couponText({ card_type: 'cash', reduce_cost: 550, least_cost: 0 })).toBe('无门槛减5.5元')
    expect(couponText({ card_type: 'discount', discount: 15, least_cost: 20000 })).toBe('满200元打8.5折')
    expect(couponText({ card_type: 'discount', discount: 20, least_cost: 0 })).toBe('无门槛8折')
  })
})

describe('CouponsField', () => {
  it('shows title, 满减 / 折扣 text, validity and availability in the picker', async () => {
    renderField('W0021', '/data', [cash])
    const dialog = await openPicker()
    expect(within(dialog).getByRole('checkbox', { name: '满100减10' }).getAttribute('aria-checked')).toBe('true')
    const discount = within(dialog).getByRole('checkbox', { name: '冬季85折' })
    expect(discount.textContent).toContain('满200元打8.5折')
    expect(discount.textContent).toContain('有效期至 2030-01-01')
    expect(discount.textContent).toContain('可领取')
    expect(within(dialog).getByRole('checkbox', { name: '无门槛5元' }).textContent).toContain('不可领取')
  })

  it('W0012: at most 3 coupons (最多选择3张优惠券)', async () => {
    const onChange = renderField('W0012', '/data/4/0/data', [cash])
    const dialog = await openPicker()
    for (const name of ['冬季85折', '无门槛5元', '新人券'])
      fireEvent.click(within(dialog).getByRole('checkbox', { name }))
    expect(toastMessages()).toEqual(['最多选择3张优惠券'])
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(onChange).toHaveBeenCalledTimes(1)
    const picked = onChange.mock.calls[0]![0] as Array<{ card_id: number; card_type: string; discount: number }>
    expect(picked.map((c) => c.card_id)).toEqual([1, 2, 3])
    expect(picked[1]).toMatchObject({ card_type: 'discount', discount: 15 })
  })

  it('W0021: deleting the last coupon is refused with 请至少添加1个优惠券', () => {
    const onChange = renderField('W0021', '/data', [cash])
    fireEvent.click(screen.getByRole('button', { name: '删除 满100减10' }))
    expect(toastMessages()).toEqual(['请至少添加1个优惠券'])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('W0021: unpicking every coupon in the picker is refused too', async () => {
    const onChange = renderField('W0021', '/data', [cash])
    const dialog = await openPicker()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '满100减10' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(toastMessages()).toEqual(['请至少添加1个优惠券'])
    expect(onChange).not.toHaveBeenCalled()
  })

  it('deletes after 确定删除该优惠券？', () => {
    const other = { ...cash, card_id: 4, title: '新人券' }
    const onChange = renderField('W0021', '/data', [cash, other])
    fireEvent.click(screen.getByRole('button', { name: '删除 满100减10' }))
    const confirm = screen.getByRole('dialog', { name: '提示' })
    expect(confirm.textContent).toContain('确定删除该优惠券？')
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(onChange).toHaveBeenCalledWith([other])
  })
})
