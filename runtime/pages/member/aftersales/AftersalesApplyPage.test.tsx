// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toastStore } from '../../../components/toast/toast.ts'
import { ORDERS_BY_STATUS, detailFixture, lineFixture } from '../orders/test-orders.ts'
import AftersalesApplyPage from './AftersalesApplyPage.tsx'
import type { ApplyData } from './load-aftersales.ts'
import { REASONS, aftersalesFixture } from './test-aftersales.ts'
import { pageRoute, renderSignedIn } from '../../../stores/test-render.tsx'
import { json, stubShopperApi } from '../../../api/test-fetch.ts'

let applyAnswer: () => Response
beforeEach(() => {
  applyAnswer = () => json({ data: { aftersales_bn: '202611231200000009', list: [] } })
})
const sent = stubShopperApi(async ({ path }) => {
  if (path === 'aftersales') return applyAnswer()
  if (path === 'aftersales/modify') return json({ data: aftersalesFixture({ num: 2 }) })
  return json({ data: {} })
})

afterEach(() => {
  toastStore.setState({ toasts: [] })
})

const received = detailFixture(ORDERS_BY_STATUS.done, {
  items: [
    lineFixture({
      id: 11,
      title: '星河 67W 氮化镓快充充电器套装',
      num: 3,
      aftersales_num: 1,
      total_fee: 28215,
      can_aftersales: 1,
    }),
    lineFixture({
      id: 12,
      item_id: 8,
      title: '云感记忆棉护颈枕',
      spec_desc: '',
      num: 1,
      total_fee: 5900,
      can_aftersales: 1,
    }),
    lineFixture({ id: 13, item_id: 9, title: '赠品收纳袋', is_gift: 1, num: 1, total_fee: 0, can_aftersales: 0 }),
  ],
})

function renderApply(data: ApplyData, path = '/member/aftersales/apply-refund') {
  const router = renderSignedIn(
    [
      pageRoute('/member/aftersales/apply-refund', AftersalesApplyPage, () => data),
      { path: '/member/aftersales/:id', Component: () => <p>售后详情页</p> },
    ],
    path,
  )
  return router
}

const form = () => screen.findByRole('form', { name: '售后申请' })

describe('AftersalesApplyPage', () => {
  it('offers the eligible lines, the types the order allows and the quantity left', async () => {
    renderApply({ order: received, reasons: REASONS, lineId: 11, editing: null })
    const apply = within(await form())
    const lines = apply.getByRole('radiogroup', { name: '售后商品' })
    expect(
      within(lines)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['星河 67W 氮化镓快充充电器套装 颜色：白色  尺码：M', '云感记忆棉护颈枕'])
    expect((within(lines).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true)
    expect((apply.getByRole('radio', { name: /退货退款/ }) as HTMLInputElement).checked).toBe(true)
    expect(apply.getByRole('radio', { name: /仅退款/ })).toBeTruthy()

    // 3 bought, 1 already applied for: at most 2.
    expect(apply.getByText('最多可申请2件')).toBeTruthy()
    // Typed 9, clamped on blur. Under a loaded machine the page may still be settling when the
    // first try lands: type again until the clamp shows rather than race it.
    await waitFor(() => {
      const quantity = apply.getByRole('textbox', { name: '申请数量' }) as HTMLInputElement
      fireEvent.change(quantity, { target: { value: '9' } })
      fireEvent.blur(quantity)
      expect(quantity.value).toBe('2')
    })
    expect((apply.getByRole('button', { name: '增加数量' }) as HTMLButtonElement).disabled).toBe(true)
    expect(apply.getByText('¥188.10')).toBeTruthy()

    fireEvent.click(within(lines).getAllByRole('radio')[1]!)
    expect(apply.getByText('最多可申请1件')).toBeTruthy()
    expect(apply.getByText('¥59.00')).toBeTruthy()
  })

  it('allows only 仅退款 before shipping', async () => {
    renderApply({
      order: detailFixture(ORDERS_BY_STATUS.payed, { items: [lineFixture({ can_aftersales: 1 })] }),
      reasons: REASONS,
      lineId: null,
      editing: null,
    })
    const apply = within(await form())
    expect(apply.queryByRole('radio', { name: /退货退款/ })).toBeNull()
    expect((apply.getByRole('radio', { name: /仅退款/ }) as HTMLInputElement).checked).toBe(true)
    expect(apply.getByText('商品尚未发货，只能申请仅退款。')).toBeTruthy()
    const reasons = apply.getByRole('combobox', { name: /退款原因/ }) as HTMLSelectElement
    expect([...reasons.options].map((option) => option.text)).toEqual(['请选择退款原因', ...REASONS.ONLY_REFUND])
  })

  it('asks for a reason, counts the description and keeps it to 200 characters', async () => {
    renderApply({ order: received, reasons: REASONS, lineId: 12, editing: null })
    const apply = within(await form())
    // Checked as the field loses focus (spec 4), the message tied to the field.
    const reason = apply.getByRole('combobox', { name: /退款原因/ })
    fireEvent.blur(reason)
    expect(apply.getByRole('alert').textContent).toBe('请选择退款原因')
    expect(reason.getAttribute('aria-describedby')).toBe(apply.getByRole('alert').id)
    fireEvent.click(apply.getByRole('button', { name: '提交申请' }))
    expect(apply.getByRole('alert').textContent).toBe('请选择退款原因')
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(reason)

    fireEvent.change(apply.getByRole('combobox', { name: /退款原因/ }), { target: { value: '质量问题' } })
    const description = apply.getByRole('textbox', { name: '问题描述' })
    fireEvent.change(description, { target: { value: '坏'.repeat(201) } })
    expect(apply.getByText('201/200')).toBeTruthy()
    expect(description.getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(apply.getByRole('button', { name: '提交申请' }))
    expect(apply.getByRole('alert').textContent).toBe('问题描述不能超过200字')
    expect(description.getAttribute('aria-describedby')!.split(' ')).toContain(apply.getByRole('alert').id)
    expect(document.activeElement).toBe(description)
    expect(sent.some((call) => call.path === 'aftersales')).toBe(false)
  })

  it('clears a reason of the other type when the type changes', async () => {
    renderApply({ order: received, reasons: REASONS, lineId: 12, editing: null })
    const apply = within(await form())
    const reasons = apply.getByRole('combobox', { name: /退款原因/ }) as HTMLSelectElement
    fireEvent.change(reasons, { target: { value: '质量问题' } })
    fireEvent.click(apply.getByRole('radio', { name: /仅退款/ }))
    expect(reasons.value).toBe('')
    fireEvent.change(reasons, { target: { value: '其他' } })
    fireEvent.click(apply.getByRole('radio', { name: /退货退款/ }))
    // 其他 is a reason of both types.
    expect(reasons.value).toBe('其他')
  })

  it('submits the line, units, type and reason, says so and opens the application', async () => {
    const router = renderApply({ order: received, reasons: REASONS, lineId: 11, editing: null })
    const apply = within(await form())
    fireEvent.click(apply.getByRole('button', { name: '增加数量' }))
    fireEvent.change(apply.getByRole('combobox', { name: /退款原因/ }), { target: { value: '质量问题' } })
    fireEvent.change(apply.getByRole('textbox', { name: '问题描述' }), { target: { value: '  指示灯不亮  ' } })
    fireEvent.click(apply.getByRole('button', { name: '提交申请' }))

    await screen.findByText('售后详情页', undefined, { timeout: 3000 })
    expect(router.state.location.pathname).toBe('/member/aftersales/202611231200000009')
    const call = sent.find((c) => c.path === 'aftersales')!
    expect(Object.fromEntries(call.body)).toMatchObject({
      order_id: received.order_id,
      order_item_id: '11',
      num: '2',
      aftersales_type: 'REFUND_GOODS',
      reason: '质量问题',
      description: '指示灯不亮',
    })
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('售后申请已提交')
  })

  it('shows a refusal in the server’s words', async () => {
    applyAnswer = () =>
      json({ code: 'AFTERSALES_NUM_EXCEEDED', message: '申请数量超过可申请数量，该商品最多还可申请1件' }, 400)
    renderApply({ order: received, reasons: REASONS, lineId: 11, editing: null })
    const apply = within(await form())
    fireEvent.change(apply.getByRole('combobox', { name: /退款原因/ }), { target: { value: '质量问题' } })
    fireEvent.click(apply.getByRole('button', { name: '提交申请' }))
    await waitFor(() =>
      expect(apply.getByRole('alert').textContent).toBe('申请数量超过可申请数量，该商品最多还可申请1件'),
    )
    expect((apply.getByRole('button', { name: '提交申请' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('changes an application with its own units counted as available', async () => {
    const editing = aftersalesFixture({
      order_id: received.order_id,
      order_item_id: 11,
      num: 1,
      reason: '质量问题',
      description: '指示灯不亮',
    })
    const full = {
      ...received,
      items: received.items.map((line) =>
        line.id === 11 ? { ...line, aftersales_num: 3, can_aftersales: 0 as const } : line,
      ),
    }
    renderApply({ order: full, reasons: REASONS, lineId: 11, editing })
    const apply = within(await screen.findByRole('form', { name: '修改售后申请' }))
    expect(screen.getByRole('heading', { name: '修改售后申请' })).toBeTruthy()
    expect(apply.queryByRole('radiogroup', { name: '售后商品' })).toBeNull()
    expect(apply.getByText('最多可申请1件')).toBeTruthy()
    expect((apply.getByRole('combobox', { name: /退款原因/ }) as HTMLSelectElement).value).toBe('质量问题')
    expect((apply.getByRole('textbox', { name: '问题描述' }) as HTMLTextAreaElement).value).toBe('指示灯不亮')
    fireEvent.click(apply.getByRole('button', { name: '提交修改' }))
    await screen.findByText('售后详情页', undefined, { timeout: 3000 })
    expect(Object.fromEntries(sent.find((c) => c.path === 'aftersales/modify')!.body)).toMatchObject({
      aftersales_bn: editing.aftersales_bn,
      num: '1',
    })
  })

  it('says so when nothing of the order may be applied for', async () => {
    renderApply({ order: detailFixture(ORDERS_BY_STATUS.done), reasons: REASONS, lineId: null, editing: null })
    expect(await screen.findByText('该订单暂无可申请售后的商品')).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回订单详情' }).getAttribute('href')).toBe(
      '/member/trade/100000000000000004',
    )
  })
})
